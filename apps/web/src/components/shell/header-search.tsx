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
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <span className="header-search__word">Search</span>
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
