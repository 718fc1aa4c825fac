'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Asks the server for the page again every `everyMs` while `on`; not while the tab is hidden. */
export function useRefreshEvery(everyMs: number, on: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, on, router]);
}

/**
 * A page that keeps itself current (the operators' queues), with the switch to stop it: content
 * that updates by itself must be possible to pause (WCAG 2.2.2). Without scripts the box does
 * nothing, and the page is as fresh as its last load says.
 */
export function LiveRefresh({ everyMs, readAt }: { everyMs: number; readAt: string }) {
  const [on, setOn] = useState(true);
  useRefreshEvery(everyMs, on);
  return (
    <p className="live-refresh">
      <input id="live-refresh" type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />{' '}
      <label htmlFor="live-refresh">Refresh every {everyMs / 1000} seconds</label> · read at {readAt}
    </p>
  );
}
