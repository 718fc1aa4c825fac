import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { webEnv } from '@/env';
import './globals.css';

/** Spec §2: pages served anywhere but the production host carry robots noindex,nofollow. */
export async function generateMetadata(): Promise<Metadata> {
  const host = (await headers()).get('host');
  const production = webEnv().PRODUCTION_HOST;
  return {
    title: { default: 'VTrans', template: '%s | VTrans' },
    description: 'Virginia’s statewide multimodal transportation plan.',
    robots: production && host === production ? undefined : { index: false, follow: false },
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <header className="site-header">
          <div className="container">
            <Link href="/" className="site-name">
              VTrans
            </Link>
            <p className="site-tagline">Virginia’s Statewide Transportation Plan</p>
          </div>
        </header>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <div className="container">
            <p>
              Office of Intermodal Planning and Investment, Commonwealth of Virginia · © {new Date().getFullYear()}
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}
