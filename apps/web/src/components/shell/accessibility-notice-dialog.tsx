'use client';

import { hostedFileName } from '@vtrans/contracts/accessible-documents';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

const accessibilityNoticeText = 'Please note that this file is not ADA compliant. Choose one of below options:';

/**
 * The accessibility notice's dialog (spec §2, §4), open as soon as it is drawn for the file at
 * `href`; either choice closes it, and `onClosed` hears of it. Loaded the first time a visitor
 * clicks such a file (AccessibilityNotice), not with every page.
 */
export default function AccessibilityNoticeDialog({ href, onClosed }: { href: string; onClosed: () => void }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [href]);

  const proceed = () => {
    window.open(href, '_blank', 'noopener,noreferrer');
    dialog.current?.close();
  };
  // The request form opens for this file: staff get a request tied to the document, with a due date.
  const requestAssistance = () => {
    dialog.current?.close();
    const fileName = hostedFileName(href);
    router.push(fileName ? sitePaths.accessibleFormatRequest(fileName) : '/get-involved/contact-us');
  };

  return (
    <dialog ref={dialog} className="ada-dialog" aria-labelledby="ada-dialog-title" aria-describedby="ada-dialog-text" onClose={onClosed}>
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
