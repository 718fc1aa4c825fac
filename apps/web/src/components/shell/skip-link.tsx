'use client';

import { useEffect } from 'react';
import { usePageLanguage } from '../use-page-language';
import { shellText } from './shell-text';

/**
 * The first thing on every page, in the page's edition. The root layout writes `<html lang>` for
 * the address first asked for; a move inside the site keeps that layout, so this keeps the
 * document's language in step with the address.
 */
export function SkipLink() {
  const edition = usePageLanguage();
  useEffect(() => {
    document.documentElement.lang = edition;
  }, [edition]);
  return (
    <a className="skip-link" href="#main-content">
      {shellText[edition].skipLink}
    </a>
  );
}
