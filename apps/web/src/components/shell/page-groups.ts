/**
 * Which parts of the shell a route shows (spec §2 'Header banner', 'Navigation bar', 'Footer').
 * Pure functions of the path, so the server renders the right shell and tests can check each rule.
 */

/** /interactvtrans pages that are ordinary informational pages rather than platform tabs. */
const interactvtransInfoPages = ['about', 'available-datasets', 'submit', 'tutorials'];
const spatialDataAdmin = ['/admin/spatial-data', '/admin/spatial-data/intake', '/admin/spatial-data/review'];

function segments(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean);
}

/** The interactive platform itself: its tabs, the map explorer and the data explorer. */
function isPlatformTab(path: string): boolean {
  const [first, second, ...rest] = segments(path);
  return first === 'interactvtrans' && second !== undefined && rest.length === 0 && !interactvtransInfoPages.includes(second);
}

/** /gap-ta/[gapid]: a GAP study's map (every /gap-ta/ page but the application). */
function isGapView(path: string): boolean {
  const [first, second, ...rest] = segments(path);
  return first === 'gap-ta' && second !== undefined && second !== 'application' && rest.length === 0;
}

function isInteractive(path: string): boolean {
  return segments(path)[0] === 'interactvtrans';
}

function isHiddenLibrary(path: string): boolean {
  return segments(path)[0] === 'hidden-library';
}

function isAdmin(path: string): boolean {
  return segments(path)[0] === 'admin';
}

export function isBannerHidden(path: string): boolean {
  const clean = `/${segments(path).join('/')}`;
  return isPlatformTab(path) || isHiddenLibrary(path) || isGapView(path) || spatialDataAdmin.includes(clean);
}

/** The logo colour group: GAP pages or plan pages; null elsewhere. */
export function pageGroup(path: string): 'gap' | 'plan' | null {
  const clean = `/${segments(path).join('/')}`;
  if (clean === '/about/gap-ta' || clean === '/gap-ta/application') return 'gap';
  const [first] = segments(path);
  if (first === 'about' || first === 'vision' || first === 'mid-term-planning' || first === 'long-term-planning') return 'plan';
  return null;
}

/** The navigation bar is blue on GAP and interactive pages. */
export function isNavBlue(path: string): boolean {
  return pageGroup(path) === 'gap' || segments(path)[0] === 'gap-ta' || isInteractive(path);
}

export type FooterVariant = { kind: 'branding-only' } | { kind: 'full'; newsletter: boolean };

export function footerVariant(path: string): FooterVariant {
  if (isInteractive(path) || isHiddenLibrary(path) || isGapView(path) || isAdmin(path)) return { kind: 'branding-only' };
  const [first] = segments(path);
  // The newsletter pages carry the form themselves.
  const newsletter = !(first === 'search' || first === 'documents-and-media' || first === 'auth' || first === 'newsletter');
  return { kind: 'full', newsletter };
}
