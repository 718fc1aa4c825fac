import js from '@eslint/js';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

/** Observable Plot is loaded only by PlotFigure (components/charts/plot-figure.tsx, after the page) and the server's plot-svg.ts. */
const plotImport = {
  name: '@observablehq/plot',
  allowTypeImports: true,
  message: 'Take Plot from PlotFigure: its options get the module, loaded after the page.',
};
/** A reader's request never waits on GDAL writing a file (issue 59): the worker writes layers' downloads. */
const fileWriting = ['@vtrans/spatial', '@vtrans/spatial/export'].map((name) => ({
  name,
  importNames: ['writeVectorFile'],
  allowTypeImports: true,
  message: 'Download files are written by the worker (processors/layer-downloads.ts) when a layer changes; the web app serves what is stored.',
}));

/*
 * Boundaries (issue 18, decision 014): each room keeps to its job, and lint holds it there.
 * ESLint keeps one setting per rule for a file, so every block below that sets
 * no-restricted-imports lists all the restrictions that apply to its files.
 * tests/lint/boundaries.test.ts lints a fixture against each one.
 */
const boundary = {
  webToWorker: {
    group: ['@vtrans/worker', '@vtrans/worker/*', '**/apps/worker/**', '**/worker/src/**'],
    message: 'The web app and the worker never import each other: they meet in packages/contracts (events) and the database.',
  },
  workerToWeb: {
    group: ['@vtrans/web', '@vtrans/web/*', '@/*', '**/apps/web/**', '**/web/src/**'],
    message: 'The web app and the worker never import each other: they meet in packages/contracts (events) and the database.',
  },
  packagesToApps: {
    group: ['@vtrans/web', '@vtrans/web/*', '@vtrans/worker', '@vtrans/worker/*', '@/*', '**/apps/**'],
    message: 'Packages serve both apps and import neither.',
  },
  componentsToApp: { group: ['@/app', '@/app/*', '**/app/**'], message: 'Pages use components, not the other way round; server actions live in src/actions/.' },
  belowViews: {
    group: ['@/components', '@/components/*', '@/app', '@/app/*', '@/actions', '@/actions/*', '**/components/**', '**/app/**', '**/actions/**'],
    message:
      'server/ and lib/ sit below the views: pages, components and actions import them, never the other way round. A type both need lives where its data is made (server/domain) or in lib/.',
  },
  serverDbInViews: {
    group: ['@/server/platform/db'],
    message:
      'Pages and components read through a server data module (src/server/domain: readPublic, or readForRole in server/domain/restricted), which owns the connection.',
  },
};
/** Staff and personal data is read where the viewer's role is checked (server/auth/viewer.ts, decision 026). */
const uncheckedReads = {
  group: ['**/platform/db', '@/server/platform/db'],
  importNames: ['readPublic', 'db'],
  message: 'server/domain/restricted reads only through readForRole or checkedFor (server/auth/viewer.ts): the role is checked where the data is read.',
};
const kysely = { name: 'kysely', message: 'Kysely’s query builder lives in packages/db: add a query function there.' };
const sqlOutsideDb = { name: '@vtrans/db', importNames: ['sql'], message: 'Raw SQL lives in packages/db: add a query function there.' };
/** Pages and components take packages/db's types only; their data comes from src/server/domain. */
const dbValuesInViews = {
  name: '@vtrans/db',
  allowTypeImports: true,
  message: 'Pages and components read through a server data module (src/server/domain), never packages/db directly.',
};
/** Playwright's own `test` in a spec that drives a browser would skip the policy-violation guard. */
const browserTest = {
  name: '@playwright/test',
  importNames: ['test'],
  message: 'Browser specs take `test` from tests/e2e/browser-test.ts: it fails a test on any Content-Security-Policy violation.',
};
/** The contracts modules without zod (each module is its own subpath; there is no barrel). */
const zodFreeContracts = {
  group: [
    '@vtrans/contracts/*',
    ...['accessible-documents', 'action-result', 'announcements', 'dates', 'languages', 'markdown', 'newsletter-fields', 'site-paths'].map(
      (name) => `!@vtrans/contracts/${name}`,
    ),
  ],
  message: 'This code is on every page: take only a zod-free subpath of @vtrans/contracts (newsletter-fields, accessible-documents, dates, site-paths …).',
};
const restrict = (paths, patterns = []) => ['error', { paths, patterns }];
/** What code on every page may not bring with it (the 110 kB JavaScript budget, issue 17). */
const everyPageLibraries = [
  { name: 'zod', message: 'This code is on every page; validate with the shared rules of a zod-free contracts subpath.' },
  { name: 'zod/mini', message: 'This code is on every page; validate with the shared rules of a zod-free contracts subpath.' },
  { name: 'react-hook-form', message: 'This code is on every page; a controlled form is enough here.' },
  { name: '@hookform/resolvers/zod', message: 'This code is on every page; a controlled form is enough here.' },
  { name: 'sonner', message: 'Show toasts with notify() from components/shell/toasts: it loads sonner on the first toast.' },
];
/** A form's server action state comes with the page's address as its action (components/use-form-action.ts). */
const bareActionState = {
  name: 'react',
  importNames: ['useActionState'],
  message: 'Use useFormAction (components/use-form-action.ts): without a permalink React writes action="", invalid HTML.',
};

/** Kysely’s builder called outside packages/db (e.g. db().selectFrom(…) in an action). */
const builderCalls = {
  selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
  message: 'Kysely’s query builder lives in packages/db: add a query function there.',
};

/** A route handler is withRoute(…) (or another handler's alias): one wrapper checks, parses, transacts and logs (server/http/route.ts). */
const handlersThroughWithRoute = [
  { selector: 'ExportNamedDeclaration > FunctionDeclaration', message: 'Export each route handler as withRoute(…) (server/http/route.ts).' },
  {
    selector:
      "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/][init.type!='Identifier']:not([init.callee.name='withRoute'])",
    message: 'Export each route handler as withRoute(…) (server/http/route.ts).',
  },
];
/** Route handlers write with the db withRoute gives them: the reads pool, or the route's transaction. */
const routeDb = { group: ['@/server/platform/db'], message: 'Take db from withRoute’s context (and `transaction: true` for writes that go together).' };

const webAppFiles = ['apps/web/**/*.{ts,tsx,mjs}'];
const viewFiles = ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'];
const routeHandlerFiles = ['apps/web/src/app/**/route.ts'];

// Next's rules (React, hooks, jsx-a11y, Next itself) apply to the web app only.
const webFiles = ['apps/web/**/*.{ts,tsx}'];
const nextForWeb = nextCoreWebVitals.map((config) => ({
  ...config,
  files: config.files ?? webFiles,
  ...(config.settings ? { settings: { ...config.settings, next: { rootDir: 'apps/web' } } } : {}),
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.next/**', 'test-results/**', 'playwright-report/**', '**/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextForWeb,
  {
    rules: {
      // Logs go through pino (JSON, with request and job ids).
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Imports, from the widest file set to the narrowest: for a file in several sets, the last
  // block's list is the one that counts, so each list repeats what the wider ones hold.
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/db/**', 'packages/seed/**'],
    rules: { 'no-restricted-imports': restrict([kysely], [boundary.packagesToApps]) },
  },
  {
    // The seed writes its data with Kysely, as packages/db does.
    files: ['packages/db/**/*.ts', 'packages/seed/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([], [boundary.packagesToApps]) },
  },
  {
    files: ['apps/worker/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.workerToWeb]), 'no-restricted-syntax': ['error', builderCalls] },
  },
  {
    files: webAppFiles,
    rules: { 'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.webToWorker]), 'no-restricted-syntax': ['error', builderCalls] },
  },
  {
    files: viewFiles,
    ignores: routeHandlerFiles,
    rules: { 'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.webToWorker, boundary.serverDbInViews]) },
  },
  {
    files: routeHandlerFiles,
    rules: {
      'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.webToWorker, routeDb]),
      'no-restricted-syntax': ['error', builderCalls, ...handlersThroughWithRoute],
    },
  },
  {
    files: ['apps/web/src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.webToWorker, boundary.belowViews]) },
  },
  {
    // Code the browser runs as well as the server: no connection, no form state of its own.
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([kysely, sqlOutsideDb, bareActionState], [boundary.webToWorker, boundary.belowViews, boundary.serverDbInViews]),
    },
  },
  {
    files: ['apps/web/src/server/domain/restricted/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.webToWorker, boundary.belowViews, uncheckedReads]) },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([kysely, sqlOutsideDb, bareActionState], [boundary.webToWorker, boundary.serverDbInViews, boundary.componentsToApp]),
    },
  },
  {
    files: ['apps/web/src/components/use-form-action.ts'],
    rules: { 'no-restricted-imports': restrict([kysely, sqlOutsideDb], [boundary.webToWorker, boundary.serverDbInViews, boundary.componentsToApp]) },
  },
  {
    // The shell and the footer's newsletter form are on every page, inside the 110 kB JavaScript
    // budget (issue 17): no zod, no form library, and not the contracts barrel (which brings zod).
    // What they need from contracts comes from its zod-free subpaths.
    files: [
      'apps/web/src/app/layout.tsx',
      'apps/web/src/components/shell/**/*.{ts,tsx}',
      'apps/web/src/components/status-pages.tsx',
      'apps/web/src/components/page-error.tsx',
      'apps/web/src/components/newsletter-form.tsx',
      'apps/web/src/components/honeypot-field.tsx',
    ],
    rules: {
      'no-restricted-imports': restrict(
        [...everyPageLibraries, kysely, sqlOutsideDb],
        [boundary.webToWorker, boundary.serverDbInViews, boundary.componentsToApp, zodFreeContracts],
      ),
    },
  },
  {
    files: ['apps/web/src/lib/jsonp.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [...everyPageLibraries, kysely, sqlOutsideDb],
        [boundary.webToWorker, boundary.belowViews, boundary.serverDbInViews, zodFreeContracts],
      ),
    },
  },
  // Value imports (types are free), widest first as above.
  {
    // Plot is 92 kB gzip: in the browser it loads after the page, through PlotFigure's dynamic
    // import, which hands it to each chart's options; the server draws with it in plot-svg.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/charts/plot-figure.tsx', 'apps/web/src/server/domain/plot-svg.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [plotImport, ...fileWriting] }] },
  },
  {
    files: viewFiles,
    // PlotFigure takes Plot with a dynamic import(), which this rule does not look at.
    ignores: routeHandlerFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [plotImport, dbValuesInViews, ...fileWriting] }] },
  },
  {
    // The explorers' own code: the contracts barrel would evaluate every zod schema of the site
    // (37 kB gzip, ~300 ms of a phone's CPU) before the page answers a click (issue 17,
    // Lighthouse). The map explorer takes no zod before its comment form opens; the data explorer
    // takes its own schemas only. Values come from the subpaths.
    files: [
      'apps/web/src/components/map-explorer/{map-explorer,map-explorer-app,feature-details,layer-panel,locality-search,map-style}.{ts,tsx}',
      'apps/web/src/components/{data-explorer,freight,charts}/**/*.{ts,tsx}',
      'apps/web/src/lib/charts/**/*.ts',
      'apps/web/src/lib/data-explorer.ts',
      'apps/web/src/components/interactvtrans/share-view.tsx',
      'apps/web/src/components/comments/comment-actions.tsx',
      'apps/web/src/lib/api-client.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [plotImport, dbValuesInViews, ...fileWriting],
        },
      ],
    },
  },
  {
    // Browser specs take `test` from browser-test.ts, which fails a test on any CSP violation a page reports.
    files: ['tests/e2e/*.spec.ts', 'tests/reliability/*.spec.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [browserTest] }] },
  },
  {
    // Migrations take Kysely<any> on purpose: they are frozen in time and must not depend on
    // today's table types (Kysely's migration guide).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
