'use client';

// A client component though it keeps no state: the root's not-found, forbidden and unauthorized
// pages, each in the shell, travel in every page's RSC payload, where a client component is a
// reference and its props, a server component its whole markup (which doubled a page's HTML).
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Language } from '@vtrans/contracts/languages';
import { secondaryLinks } from './navigation';
import { shellText } from './shell-text';

const logoColours = { gap: '#216e1f', plan: '#005ea2', default: '#112e51' } as const;

/** The page group that colours the logos (spec §2): the GAP pages, the plan pages, or neither. */
export type LogoGroup = keyof typeof logoColours;

/**
 * The banner above the navigation bar (spec §2): logos, the administering office, secondary links,
 * and `tools` (the site search and the signed-in account). The Spanish edition's has no English
 * links (its own pages are listed in SpanishShell).
 */
export function HeaderBanner({ group, tools, edition = 'en' }: { group: LogoGroup; tools: ReactNode; edition?: Language }) {
  const colour = logoColours[group];
  const text = shellText[edition];
  return (
    <header id="header-banner" className="header-banner" data-group={group === 'default' ? 'none' : group}>
      <div className="container banner-inner">
        <div className="banner-logos">
          <Link href={edition === 'es' ? '/es' : '/'} className="logo-link" aria-label={text.homeLabel}>
            <svg width="132" height="36" viewBox="0 0 132 36" aria-hidden="true" focusable="false">
              <text x="0" y="28" fontSize="30" fontWeight="700" fill={colour} fontFamily="Arial, sans-serif">
                VTrans
              </text>
            </svg>
          </Link>
          <Link href="/about/gap-ta" className="logo-link" aria-label={text.gapTaLabel}>
            <svg width="76" height="36" viewBox="0 0 76 36" aria-hidden="true" focusable="false">
              <rect x="1" y="4" width="74" height="28" rx="4" fill="none" stroke={colour} strokeWidth="2" />
              {/* textLength keeps the word inside its box whatever font the system substitutes for Arial. */}
              <text x="10" y="25" fontSize="18" fontWeight="700" fill={colour} fontFamily="Arial, sans-serif" textLength="56" lengthAdjust="spacingAndGlyphs">
                GAP-TA
              </text>
            </svg>
          </Link>
        </div>
        <p className="banner-note">{text.administeredBy}</p>
        {edition === 'en' && (
          <nav aria-label="Secondary" className="banner-links">
            <ul>
              {secondaryLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="banner-tools">{tools}</div>
      </div>
    </header>
  );
}
