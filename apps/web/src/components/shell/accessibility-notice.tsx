'use client';

import { hostedFileName, needsAccessibilityNotice } from '@vtrans/contracts/accessible-documents';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

export const accessibilityNoticeText = 'Please note that this file is not ADA compliant. Choose one of below options:';

/**
 * The accessibility notice (spec §2, §4): a click on a link to a hosted file that staff have not
 * verified opens this dialog instead of the file; either choice closes it. `verifiedFileNames` is
 * the library's verified list, read by the root layout.
 */
export function AccessibilityNotice({ verifiedFileNames }: { verifiedFileNames: readonly string[] }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const target = anchor?.getAttribute('href');
      if (!target || !needsAccessibilityNotice(target, verifiedFileNames)) return;
      event.preventDefault();
      setHref(target);
      dialog.current?.showModal();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [verifiedFileNames]);

  const proceed = () => {
    if (href) window.open(href, '_blank', 'noopener,noreferrer');
    dialog.current?.close();
  };
  // The request form opens for this file: staff get a request tied to the document, with a due date.
  const requestAssistance = () => {
    dialog.current?.close();
    const fileName = href ? hostedFileName(href) : null;
    router.push(fileName ? sitePaths.accessibleFormatRequest(fileName) : '/get-involved/contact-us');
  };

  return (
    <dialog ref={dialog} className="ada-dialog" aria-labelledby="ada-dialog-title" aria-describedby="ada-dialog-text" onClose={() => setHref(null)}>
      <h2 id="ada-dialog-title">Accessibility notice</h2>
      <p id="ada-dialog-text">{accessibilityNoticeText}</p>
      <div className="ada-dialog-actions">
        <button type="button" className="button" onClick={proceed}>
          Proceed to Open File
        </button>
        <button type="button" className="button button--outline" onClick={requestAssistance}>
          Request Assistance
        </button>
      </div>
    </dialog>
  );
}
