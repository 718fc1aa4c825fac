import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteShell, siteShell } from '@/components/shell/site-shell';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not on the VTrans website.',
};

/** The site's main destinations, for someone whose address led nowhere. */
const suggestions = [
  { href: '/about/about-vtrans', label: 'About the VTrans plan' },
  { href: '/get-involved/program-updates', label: 'Program updates' },
  { href: '/get-involved/meetings', label: 'Meetings and webinars' },
  { href: '/documents-and-media', label: 'Documents and Media library' },
  { href: '/interactvtrans/about', label: 'InteractVTrans maps and data' },
  { href: '/get-involved/contact-us', label: 'Contact us' },
];

export default function NotFound() {
  return (
    <SiteShell variant={siteShell}>
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
    </SiteShell>
  );
}
