'use client';

import { hostedFileName } from '@vtrans/contracts/accessible-documents';
import { type Language, pathIn } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { usePageLanguage } from '../use-page-language';

/** The notice's words in each edition: the English are the spec's, exact; the Spanish the team's (issue 62). */
const noticeWords = {
  en: {
    heading: 'Accessibility notice',
    text: 'Please note that this file is not ADA compliant. Choose one of below options:',
    proceed: 'Proceed to Open File',
    request: 'Request Assistance',
  },
  es: {
    heading: 'Aviso de accesibilidad',
    text: 'Este archivo no cumple con la Ley de Estadounidenses con Discapacidades (ADA): puede que no funcione con su lector de pantalla. Elija una de estas opciones:',
    proceed: 'Abrir el archivo de todos modos',
    request: 'Pedirlo en un formato accesible',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * The accessibility notice's dialog (spec §2, §4), open as soon as it is drawn for the file at
 * `href`; either choice closes it, and `onClosed` hears of it. Loaded the first time a visitor
 * clicks such a file (AccessibilityNotice), not with every page.
 */
export default function AccessibilityNoticeDialog({ href, onClosed }: { href: string; onClosed: () => void }) {
  const router = useRouter();
  // The edition of the page the reader is on: a Spanish reader is asked, and helped, in Spanish.
  const language = usePageLanguage();
  const words = noticeWords[language];
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
    router.push(pathIn(language, fileName ? sitePaths.accessibleFormatRequest(fileName) : '/get-involved/contact-us'));
  };

  return (
    <dialog ref={dialog} className="ada-dialog" aria-labelledby="ada-dialog-title" aria-describedby="ada-dialog-text" onClose={onClosed}>
      <h2 id="ada-dialog-title">{words.heading}</h2>
      <p id="ada-dialog-text">{words.text}</p>
      <div className="ada-dialog-actions">
        <button type="button" className="button" onClick={proceed}>
          {words.proceed}
        </button>
        <button type="button" className="button button--outline" onClick={requestAssistance}>
          {words.request}
        </button>
      </div>
    </dialog>
  );
}
