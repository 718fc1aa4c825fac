'use client';

import { usePathname } from 'next/navigation';
import { languageOfPath, englishPathOf, spanishPathOf } from '@vtrans/contracts/languages';
import { otherEditionLink, shellText } from './shell-text';

/** Staff's pages are in English only: no Spanish edition to offer. */
const staffArea = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The other edition of this very page keeps the page's query (`?file=` names the document a
 * request is for, `?period=` the period a comment is on). Read from the address as the link is
 * about to be followed — focused by keyboard, pressed by mouse, finger or pen, or clicked by a
 * screen reader's browse mode, which does neither — rather than drawn with it: reading the query
 * while drawing would make every page of the site wait for the browser.
 */
function withThisQuery(event: { currentTarget: HTMLAnchorElement }) {
  const link = event.currentTarget;
  link.search = window.location.search;
}

/**
 * The line above every page that says whose site this is, after the U.S. Web Design System's
 * banner (issue 35): people are taught to look for it before trusting a government site with
 * their e-mail address or a comment. A disclosure, so it opens without scripts; the nav bar counts
 * its height when it decides to stick (nav-bar.tsx). Beside it, the same page in the other
 * edition (issue 62), named in that edition's language and marked as such for screen readers.
 * It is in the root layout, which a move within the site does not draw again: the address is read
 * here, in the browser, so the link follows the page.
 */
export function OfficialBanner() {
  const path = usePathname();
  const edition = languageOfPath(path);
  const text = shellText[edition];
  const other = otherEditionLink[edition];
  return (
    <section id="official-banner" className="official-banner" aria-label={text.official}>
      <div className="container">
        {/* First, floated right: the line's words flow round it, so on a phone it takes no row of its own. */}
        {!staffArea(path) && (
          <a
            className="edition-link"
            href={edition === 'en' ? spanishPathOf(path) : englishPathOf(path)}
            lang={other.lang}
            hrefLang={other.lang}
            onFocus={withThisQuery}
            onPointerDown={withThisQuery}
            onClick={withThisQuery}
          >
            {other.label}
          </a>
        )}
        <details>
          <summary>
            <span>{text.official}</span> <span className="official-banner__how">{text.howYouKnow}</span>
          </summary>
          <div className="official-banner__body">
            <p>
              <strong>{text.runByState}</strong> {text.runByStateBody}
            </p>
            <p>
              <strong>{text.secure}</strong> {text.secureBefore} <code>https://</code> {text.secureAfter}
            </p>
          </div>
        </details>
      </div>
    </section>
  );
}
