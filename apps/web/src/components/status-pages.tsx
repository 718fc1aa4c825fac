'use client';

import Link from 'next/link';

/*
 * What the root's not-found, forbidden and unauthorized pages say. Client components though they
 * keep no state: Next sends those three pages in every page's RSC payload (twice, once per layout
 * level), where a client component is a short reference and a server component its whole markup.
 */

/** The site's main destinations, for someone whose address led nowhere. */
const suggestions = [
  { href: '/about/about-vtrans', label: 'About the VTrans plan' },
  { href: '/get-involved/program-updates', label: 'Program updates' },
  { href: '/get-involved/meetings', label: 'Meetings and webinars' },
  { href: '/documents-and-media', label: 'Documents and Media library' },
  { href: '/interactvtrans/about', label: 'InteractVTrans maps and data' },
  { href: '/get-involved/contact-us', label: 'Contact us' },
];

export function NotFoundContent() {
  return (
    <div className="container content-page">
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <form method="get" action="/search" role="search" aria-label="Search the site" className="search-form">
        <label htmlFor="not-found-search">Search the VTrans website</label>
        <div className="search-form__row">
          <input id="not-found-search" name="searchString" type="search" maxLength={400} required />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      <h2>You may be looking for</h2>
      <ul>
        {suggestions.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/">Go to the VTrans home page</Link>
      </p>
    </div>
  );
}

export function ForbiddenContent() {
  return (
    <div className="container content-page">
      <h1>You do not have access to this page</h1>
      <p>Your account is signed in, but its role does not include this page. If you need access, ask a VTrans administrator.</p>
      <p>
        <Link href="/">Go to the VTrans home page</Link> · <Link href="/auth/signout">Sign in with another account</Link>
      </p>
    </div>
  );
}

export function UnauthorizedContent() {
  return (
    <div className="container content-page">
      <h1>Please sign in</h1>
      <p>You need to be signed in to do this.</p>
      <p>
        <Link href="/auth/signin">Sign in</Link>
      </p>
    </div>
  );
}
