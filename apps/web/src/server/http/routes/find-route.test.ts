import { describe, expect, it } from 'vitest';
import { findRoute } from './find-route';

const patternOf = (path: string) => findRoute(path)?.pattern;

describe('findRoute', () => {
  it('matches as Next does: a named folder before a [param], a [param] before a [...rest]', () => {
    expect(patternOf('/interactvtrans/comments')).toBe('/interactvtrans/comments');
    expect(patternOf('/interactvtrans/spatial-data')).toBe('/interactvtrans/[activeTab]');
    expect(patternOf('/gap-ta/application')).toBe('/gap-ta/application');
    expect(patternOf('/gap-ta/fy23-harrisonburg-uda')).toBe('/gap-ta/[gapid]');
    expect(patternOf('/gap-ta/fy23-harrisonburg-uda/area')).toBe('/gap-ta/[gapid]/area');
    expect(patternOf('/resources/plans/VTrans_Policy_Guide.pdf')).toBe('/resources/[...path]');
  });

  it('leaves out route groups and ignores a trailing slash', () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/about/about-vtrans/')).toBe('/about/about-vtrans');
    expect(findRoute('/admin/users')).toEqual({ pattern: '/admin/users', kind: 'page', policy: { unlisted: true }, declaredAt: '/admin' });
  });

  it('finds nothing where no route answers, a catch-all with nothing to catch, or a malformed escape', () => {
    for (const path of ['/administration', '/about', '/resources', '/about/%E0%A4%A']) expect(findRoute(path), path).toBeUndefined();
  });

  it('knows the metadata files and the routes that answer during an outage', () => {
    expect(findRoute('/sitemap.xml')?.kind).toBe('file');
    for (const path of ['/api/health', '/api/ready', '/api/metrics']) expect(findRoute(path)?.policy.answersDuringOutage, path).toBe(true);
    expect(findRoute('/api/updates')?.policy.answersDuringOutage).toBeUndefined();
  });
});
