'use client';

import type { Language } from '@vtrans/contracts/languages';
import type { InteractiveQueryState } from '@vtrans/contracts/map';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/** Its words in each edition (issue 62): the Spanish Map Explorer shares views too. */
const shareViewWords = {
  en: {
    heading: 'Share this view',
    button: 'Get a link to this view',
    link: 'Link to this view',
    copied: 'Link copied to the clipboard.',
    copyBelow: 'Copy the link below.',
    failed: 'The view could not be saved. Please try again.',
  },
  es: {
    heading: 'Comparta esta vista',
    button: 'Obtener un enlace a esta vista',
    link: 'Enlace a esta vista',
    copied: 'El enlace se copió al portapapeles.',
    copyBelow: 'Copie el enlace de abajo.',
    failed: 'No se pudo guardar la vista. Inténtelo de nuevo.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * Saves what an explorer shows (the map's view, layers and selection; the data explorer's dataset
 * and filters) as an interactive query and gives a link that opens the explorer exactly there. The address bar gets the link too.
 */
export function ShareView({ currentState, language = 'en' }: { currentState: () => InteractiveQueryState; language?: Language }) {
  const words = shareViewWords[language];
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
        () => setMessage(words.copied),
        () => setMessage(words.copyBelow),
      );
    } catch {
      setMessage(words.failed);
    }
  }

  return (
    <section className="share-view" aria-labelledby="share-view-heading">
      <h2 id="share-view-heading">{words.heading}</h2>
      <button type="button" className="button button--small" onClick={() => void share()}>
        {words.button}
      </button>
      {link && (
        <>
          <label htmlFor="share-link">{words.link}</label>
          <input id="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
