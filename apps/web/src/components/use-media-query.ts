'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, kept current as it changes (a tablet turned, a
 * window resized). The server renders as if it does not match — the phone's version, which every
 * width can show until the browser knows better.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
