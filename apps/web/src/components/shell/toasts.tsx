'use client';

import { useEffect, useState } from 'react';

type Sonner = typeof import('sonner');
type Notice = { message: string; kind: 'message' | 'success' | 'warning' };

/** Notices asked for before the toast library has loaded, and the host's wake-up call. */
const waiting: Notice[] = [];
let wakeHost: (() => void) | undefined;

/**
 * Shows a toast (spec §9: hidden after 6000 ms). The toast library is loaded the first time one
 * is shown, not with every page: most visits never show one, and it is 10 kB of the JavaScript
 * budget (issue 17).
 */
export function notify(message: string, kind: Notice['kind'] = 'message'): void {
  waiting.push({ message, kind });
  wakeHost?.();
}

/** Where toasts appear; mounted once, in the root layout. */
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    wakeHost = () => void import('sonner').then(setSonner);
    if (waiting.length) wakeHost();
    return () => {
      wakeHost = undefined;
    };
  }, []);

  useEffect(() => {
    if (!sonner) return;
    // The Toaster below has subscribed by now (a child's effects run before its parent's).
    const show = () => {
      for (const notice of waiting.splice(0)) (notice.kind === 'message' ? sonner.toast : sonner.toast[notice.kind])(notice.message);
    };
    show();
    wakeHost = show;
  }, [sonner]);

  // Bottom right: at the top they lay over the menu bar (fixed there once the page scrolls).
  return sonner ? <sonner.Toaster position="bottom-right" duration={6000} /> : null;
}
