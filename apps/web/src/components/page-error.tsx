'use client';

import Link from 'next/link';

/**
 * Shown when a page fails to render; never shows the error itself, only what the reader can do.
 * Each route group's error.tsx is this, so it is shown inside the group's shell; the root's is
 * for a shell that failed itself.
 */
export function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container">
      <h1>This page is temporarily unavailable</h1>
      <p>Something went wrong on our side while loading this page. Please try again in a moment.</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          Try again
        </button>{' '}
        or <Link href="/">return to the home page</Link>.
      </p>
    </div>
  );
}
