'use client';

import type { LocalityPlace } from '@vtrans/db';
import { useState } from 'react';

/**
 * Find a county or city by name and zoom to it. A text box with suggestions (a datalist): type,
 * pick or finish the name, press Enter.
 */
export function LocalitySearch({ localities, onFound }: { localities: LocalityPlace[]; onFound: (locality: LocalityPlace) => Promise<void> }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className="locality-search"
      role="search"
      aria-label="Find a locality"
      onSubmit={(event) => {
        event.preventDefault();
        // Matched without case, echoed as typed.
        const typed = String(new FormData(event.currentTarget).get('locality') ?? '').trim();
        const query = typed.toLowerCase();
        const found =
          localities.find((locality) => locality.name.toLowerCase() === query) ??
          localities.find((locality) => locality.name.toLowerCase().startsWith(query)) ??
          localities.find((locality) => locality.name.toLowerCase().includes(query));
        if (!query || !found) {
          setMessage(query ? `No Virginia county or city matches “${typed}”.` : 'Type the name of a county or city.');
          return;
        }
        setMessage(`Moving to ${found.name}…`);
        // Announced once the map has arrived, so what is said matches what is shown.
        void onFound(found).then(() => setMessage(`Showing ${found.name}.`));
      }}
    >
      <label htmlFor="locality-search">Find a county or city</label>
      <div className="locality-search__row">
        <input id="locality-search" name="locality" list="locality-names" autoComplete="off" />
        <button type="submit" className="button button--small">
          Go
        </button>
      </div>
      <datalist id="locality-names">
        {localities.map((locality) => (
          <option key={locality.fips} value={locality.name} />
        ))}
      </datalist>
      <p className="locality-search__message" role="status">
        {message}
      </p>
    </form>
  );
}
