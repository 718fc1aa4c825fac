'use client';

import type { InteractiveQueryState } from '@vtrans/contracts/map';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/**
 * Saves what an explorer shows (the map's view, layers and selection; the data explorer's dataset
 * and filters) as an interactive query and gives a link that opens the explorer exactly there. The address bar gets the link too.
 */
export function ShareView({ currentState }: { currentState: () => InteractiveQueryState }) {
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function share() {
    setMessage(null);
    try {
      const id = await api.saveInteractiveQuery(currentState());
      const url = new URL(window.location.href);
      url.search = `?query=${id}`;
      url.hash = '';
      window.history.replaceState(null, '', url);
      setLink(url.toString());
      await navigator.clipboard?.writeText(url.toString()).then(
        () => setMessage('Link copied to the clipboard.'),
        () => setMessage('Copy the link below.'),
      );
    } catch {
      setMessage('The view could not be saved. Please try again.');
    }
  }

  return (
    <section className="share-view" aria-labelledby="share-view-heading">
      <h2 id="share-view-heading">Share this view</h2>
      <button type="button" className="button button--small" onClick={() => void share()}>
        Get a link to this view
      </button>
      {link && (
        <>
          <label htmlFor="share-link">Link to this view</label>
          <input id="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
