'use client';

import { type KeyboardEvent, type SyntheticEvent, useRef } from 'react';

/**
 * The header's site search: a disclosure (native <details>, so it opens and submits without
 * JavaScript) holding a GET form to /search. Closed, it is one tab stop, which keeps the page's
 * first link within ten Tab presses of the top; opened, the box takes focus and Escape closes it.
 */
export function HeaderSearch() {
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };

  return (
    <details ref={details} className="header-search" onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9" />
        </svg>
        Search
      </summary>
      <form method="get" action="/search" role="search" aria-label="Site" className="header-search__form">
        <label htmlFor="header-search-input">Search the VTrans website</label>
        <div className="header-search__row">
          <input ref={input} id="header-search-input" name="searchString" type="search" maxLength={400} required />
          <button type="submit" className="button button--small">
            Search
          </button>
        </div>
      </form>
    </details>
  );
}
