import { expect, test } from '@playwright/test';
import { createUser, signedInCookie } from '../auth-fixtures';
import { runDatabase } from '../run-database';

// Spec §2's shell rules, checked on the pages as served: each route group's layout renders its
// shell, so moving a page's folder to another group is what would break one of these.
const db = runDatabase();

type Shell = { banner: 'plan' | 'gap' | 'none' | 'hidden'; blueNav: boolean; footer: 'branding-only' | 'full' | 'full-without-newsletter' };

function shellOf(html: string): Shell {
  const banner = /<header id="header-banner"[^>]*data-group="([a-z]+)"/.exec(html)?.[1];
  const nav = /<nav aria-label="Main" class="([^"]*)"/.exec(html)?.[1];
  if (nav === undefined) throw new Error('the page has no main navigation bar');
  return {
    banner: (banner ?? 'hidden') as Shell['banner'],
    blueNav: nav.split(' ').includes('site-nav--blue'),
    footer: html.includes('site-footer--branding') ? 'branding-only' : html.includes('class="footer-newsletter"') ? 'full' : 'full-without-newsletter',
  };
}

const expected: [string, Shell][] = [
  ['/', { banner: 'none', blueNav: false, footer: 'full' }],
  ['/get-involved/contact-us', { banner: 'none', blueNav: false, footer: 'full' }],
  ['/alerts', { banner: 'none', blueNav: false, footer: 'full' }],
  ['/vision/our-vision', { banner: 'plan', blueNav: false, footer: 'full' }],
  ['/about/about-vtrans', { banner: 'plan', blueNav: false, footer: 'full' }],
  ['/mid-term-planning/freight-plan', { banner: 'plan', blueNav: false, footer: 'full' }],
  ['/long-term-planning/megatrend-climate', { banner: 'plan', blueNav: false, footer: 'full' }],
  ['/about/gap-ta', { banner: 'gap', blueNav: true, footer: 'full' }],
  ['/gap-ta/application', { banner: 'gap', blueNav: true, footer: 'full' }],
  ['/search', { banner: 'none', blueNav: false, footer: 'full-without-newsletter' }],
  ['/documents-and-media', { banner: 'none', blueNav: false, footer: 'full-without-newsletter' }],
  ['/auth/signin', { banner: 'none', blueNav: false, footer: 'full-without-newsletter' }],
  ['/newsletter', { banner: 'none', blueNav: false, footer: 'full-without-newsletter' }],
  ['/interactvtrans/about', { banner: 'none', blueNav: true, footer: 'branding-only' }],
  ['/interactvtrans/tutorials/map-explorer', { banner: 'none', blueNav: true, footer: 'branding-only' }],
  ['/interactvtrans/map-explorer', { banner: 'hidden', blueNav: true, footer: 'branding-only' }],
  ['/interactvtrans/data-explorer', { banner: 'hidden', blueNav: true, footer: 'branding-only' }],
  ['/interactvtrans/comments', { banner: 'hidden', blueNav: true, footer: 'branding-only' }],
  ['/gap-ta/fy23-harrisonburg-uda', { banner: 'hidden', blueNav: true, footer: 'branding-only' }],
  ['/hidden-library', { banner: 'hidden', blueNav: false, footer: 'branding-only' }],
  ['/no-such-page', { banner: 'none', blueNav: false, footer: 'full' }],
];

test('every part of the site wears the shell spec §2 gives it', async ({ request }) => {
  for (const [path, shell] of expected) {
    const response = await request.get(path);
    expect(shellOf(await response.text()), path).toEqual(shell);
  }
});

test('the admin area shows the banner and only the branding bar; the spatial-data pages hide the banner', async ({ request }) => {
  const cookie = await signedInCookie(db(), (await createUser(db(), 'admin')).id);
  const shellAt = async (path: string) => shellOf(await (await request.get(path, { headers: { cookie } })).text());
  for (const path of ['/admin', '/admin/users', '/admin/comments'])
    expect(await shellAt(path), path).toEqual({ banner: 'none', blueNav: false, footer: 'branding-only' });
  for (const path of ['/admin/spatial-data', '/admin/spatial-data/intake', '/admin/spatial-data/review']) {
    expect(await shellAt(path), path).toEqual({ banner: 'hidden', blueNav: false, footer: 'branding-only' });
  }
});
