'use client';

import { needsAccessibilityNotice } from '@vtrans/contracts/accessible-documents';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

export const accessibilityNoticeText = 'Please note that this file is not ADA compliant. Choose one of below options:';

/**
 * The accessibility notice (spec §2, §4): a click on a link to a hosted file that is not in the
 * accessible list opens this dialog instead of the file; either choice closes it.
 */
export function AccessibilityNotice() {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const target = anchor?.getAttribute('href');
      if (!target || !needsAccessibilityNotice(target)) return;
      event.preventDefault();
      setHref(target);
      dialog.current?.showModal();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const proceed = () => {
    if (href) window.open(href, '_blank', 'noopener,noreferrer');
    dialog.current?.close();
  };
  // The contact form opens with the file named in the message, so staff know what to make accessible.
  const requestAssistance = () => {
    dialog.current?.close();
    router.push(href ? `/get-involved/contact-us?document=${encodeURIComponent(href)}` : '/get-involved/contact-us');
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
