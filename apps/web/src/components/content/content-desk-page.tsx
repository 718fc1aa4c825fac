import Link from 'next/link';
import type { ReactNode } from 'react';

/** A page of the publishing desk under /admin/content (issue 63): the way back to the content lists, then its heading. */
export function ContentDeskPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="container content-page">
      <p>
        <Link href="/admin/content">Content</Link>
      </p>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
