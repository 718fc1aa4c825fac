'use client';

import { needsAccessibilityNotice } from '@vtrans/contracts/accessible-documents';
import { lazy, Suspense, useEffect, useState } from 'react';
import { WhenLazyFails } from './when-lazy-fails';

// The dialog's code is fetched on the first click that needs it: most visits never open a file.
// React's lazy, not next/dynamic: the shell is on every page, and next/dynamic's own code (2.9 KiB
// gzip) would cost more than the dialog saves.
const AccessibilityNoticeDialog = lazy(() => import('./accessibility-notice-dialog'));

/**
 * The accessibility notice (spec §2, §4): a click on a link to a hosted file that staff have not
 * verified opens the notice's dialog instead of the file. `verifiedFileNames` is the library's
 * verified list, read by the root layout. Only the listener comes with the page.
 */
export function AccessibilityNotice({ verifiedFileNames }: { verifiedFileNames: readonly string[] }) {
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const target = anchor?.getAttribute('href');
      if (!target || !needsAccessibilityNotice(target, verifiedFileNames)) return;
      event.preventDefault();
      setHref(target);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [verifiedFileNames]);

  if (!href) return null;
  // Without the dialog's code the file is opened as the link asked: the notice must not stand between a reader and a file.
  const openFile = () => {
    setHref(null);
    window.location.assign(href);
  };
  return (
    <WhenLazyFails onError={openFile}>
      <Suspense>
        <AccessibilityNoticeDialog href={href} onClosed={() => setHref(null)} />
      </Suspense>
    </WhenLazyFails>
  );
}
