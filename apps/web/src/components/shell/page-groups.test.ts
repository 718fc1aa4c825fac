import { describe, expect, it } from 'vitest';
import { footerVariant, isBannerHidden, isNavBlue, pageGroup } from './page-groups';

describe('header banner (spec §2)', () => {
  it.each([
    '/interactvtrans/map-explorer',
    '/interactvtrans/data-explorer',
    '/interactvtrans/layers',
    '/hidden-library',
    '/gap-ta/fy23-harrisonburg-uda',
    '/admin/spatial-data',
    '/admin/spatial-data/intake',
    '/admin/spatial-data/review',
  ])('is hidden on %s', (path) => expect(isBannerHidden(path)).toBe(true));

  it.each(['/', '/about/gap-ta', '/gap-ta/application', '/interactvtrans/about', '/interactvtrans/tutorials/map-explorer', '/admin/users', '/search'])(
    'is shown on %s',
    (path) => expect(isBannerHidden(path)).toBe(false),
  );
});

describe('page group', () => {
  it('puts the GAP pages in the GAP group and the plan pages in the plan group', () => {
    expect(pageGroup('/about/gap-ta')).toBe('gap');
    expect(pageGroup('/gap-ta/application')).toBe('gap');
    for (const path of ['/about/about-vtrans', '/about/statutory-requirements', '/vision/our-vision', '/mid-term-planning/freight-plan', '/long-term-planning/megatrend-climate']) {
      expect(pageGroup(path)).toBe('plan');
    }
    expect(pageGroup('/get-involved/meetings')).toBeNull();
    expect(pageGroup('/')).toBeNull();
  });
});

describe('navigation colour', () => {
  it('is blue on GAP and interactive pages only', () => {
    expect(isNavBlue('/about/gap-ta')).toBe(true);
    expect(isNavBlue('/gap-ta/fy23-harrisonburg-uda')).toBe(true);
    expect(isNavBlue('/interactvtrans/about')).toBe(true);
    expect(isNavBlue('/vision/our-vision')).toBe(false);
    expect(isNavBlue('/')).toBe(false);
  });
});

describe('footer (spec §2)', () => {
  it('shows only the branding bar on interactive pages, the hidden library, GAP views and admin', () => {
    for (const path of ['/interactvtrans/about', '/interactvtrans/map-explorer', '/hidden-library', '/gap-ta/fy25-halifax-rural-access', '/admin/users']) {
      expect(footerVariant(path)).toEqual({ kind: 'branding-only' });
    }
  });

  it('leaves out the newsletter on search, library and auth pages (and the newsletter’s own pages)', () => {
    for (const path of ['/search', '/documents-and-media', '/auth/signin', '/newsletter']) expect(footerVariant(path)).toEqual({ kind: 'full', newsletter: false });
    for (const path of ['/', '/gap-ta/application', '/get-involved/contact-us']) expect(footerVariant(path)).toEqual({ kind: 'full', newsletter: true });
  });
});
