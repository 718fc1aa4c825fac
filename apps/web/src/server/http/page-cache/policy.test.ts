import { describe, expect, it } from 'vitest';
import { pageCachePolicy } from './policy';

const policy = (address: string) => {
  const url = new URL(address, 'http://site.test');
  return pageCachePolicy(url.pathname, url.searchParams);
};

describe('pageCachePolicy', () => {
  it('caches public pages under their path, depending on the content tables and the day (an announcement may end at midnight)', () => {
    expect(policy('/')).toEqual({ address: '/', tags: ['page-content', 'calendar-day'] });
    expect(policy('/about/about-vtrans')).toEqual({ address: '/about/about-vtrans', tags: ['page-content', 'calendar-day'] });
  });

  it('keeps a copy of the meetings page (upcoming, then past) only for the day it was made', () => {
    expect(policy('/get-involved/meetings')).toEqual({ address: '/get-involved/meetings', tags: ['page-content', 'calendar-day'] });
  });

  it('never caches the admin area, sign-in, the APIs, submissions, applications, newsletter links or search', () => {
    for (const address of [
      '/admin',
      '/admin/users',
      '/auth/signin',
      '/api/updates',
      '/interactvtrans/submit',
      '/interactvtrans/submit/123',
      '/gap-ta/application',
      '/newsletter/confirm?token=x',
      '/search?q=rail',
      '/_next/data/x.json',
      '/resources/VTrans_Policy_Guide.pdf',
    ]) {
      expect(policy(address), address).toBeNull();
    }
  });

  it('caches only pages whose route-policy.ts declares it: an unknown address, a route handler or an undeclared page never', () => {
    for (const address of [
      '/administration',
      '/about/no-such-page/deeper',
      '/get-involved/meetings/calendar.ics',
      '/gap-ta/abc/area',
      '/data.json',
      '/alerts/manage',
    ]) {
      expect(policy(address), address).toBeNull();
    }
    // A dynamic route's page, declared by its group.
    expect(policy('/gap-ta/fy23-harrisonburg-uda')).toEqual({ address: '/gap-ta/fy23-harrisonburg-uda', tags: ['page-content', 'calendar-day'] });
  });

  it('never caches a file: robots.txt, the sitemap, icons, a GAP-TA area', () => {
    for (const address of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/apple-icon.png', '/favicon.ico', '/gap-ta/abc/area.geojson'])
      expect(policy(address), address).toBeNull();
  });

  it('caches a query string only where the page takes it, under one address whatever the order', () => {
    expect(policy('/get-involved/program-updates/update?id=a')).toEqual({
      address: '/get-involved/program-updates/update?id=a',
      tags: ['page-content', 'calendar-day'],
    });
    expect(policy('/interactvtrans/comments?locality=51760&category=Safety')).toEqual({
      address: '/interactvtrans/comments?category=Safety&locality=51760',
      tags: ['page-content', 'calendar-day', 'page-comments'],
    });
    // Any other parameter — a shared map view, a cache-buster — is rendered per request.
    expect(policy('/interactvtrans/map-explorer?query=abc')).toBeNull();
    expect(policy('/get-involved/program-updates/update?id=a&x=1')).toBeNull();
  });

  it('keeps a shared link under the page’s own address: utm_*, fbclid and gclid are left out of it (issue 58)', () => {
    expect(policy('/about/about-vtrans?utm_source=newsletter&utm_medium=email&utm_campaign=dec')).toEqual({
      address: '/about/about-vtrans',
      tags: ['page-content', 'calendar-day'],
    });
    expect(policy('/?fbclid=IwAR0xyz')).toEqual({ address: '/', tags: ['page-content', 'calendar-day'] });
    expect(policy('/interactvtrans/comments?gclid=abc&locality=51760')).toEqual({
      address: '/interactvtrans/comments?locality=51760',
      tags: ['page-content', 'calendar-day', 'page-comments'],
    });
    // A tracking parameter beside one the page does not take still renders per request.
    expect(policy('/?utm_source=mail&x=1')).toBeNull();
  });

  it('stores no address longer than 512 characters', () => {
    expect(policy(`/get-involved/program-updates/update?id=${'a'.repeat(600)}`)).toBeNull();
  });
});
