import js from '@eslint/js';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

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
  {
    // The shell and the footer's newsletter form are on every page, inside the 110 kB JavaScript
    // budget (issue 17): no zod, no form library, and not the contracts barrel (which brings zod).
    // What they need from contracts comes from its zod-free subpaths.
    files: ['apps/web/src/app/layout.tsx', 'apps/web/src/components/shell/**/*.{ts,tsx}', 'apps/web/src/components/newsletter-form.tsx', 'apps/web/src/components/honeypot-field.tsx', 'apps/web/src/lib/jsonp.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@vtrans/contracts', message: 'Import a zod-free subpath (@vtrans/contracts/newsletter-fields, …/accessible-documents): this code is on every page.' },
            { name: 'zod', message: 'This code is on every page; validate with the shared rules of a zod-free contracts subpath.' },
            { name: 'zod/mini', message: 'This code is on every page; validate with the shared rules of a zod-free contracts subpath.' },
            { name: 'react-hook-form', message: 'This code is on every page; a controlled form is enough here.' },
            { name: '@hookform/resolvers/zod', message: 'This code is on every page; a controlled form is enough here.' },
            { name: 'sonner', message: 'Show toasts with notify() from components/shell/toasts: it loads sonner on the first toast.' },
          ],
        },
      ],
    },
  },
  {
    // Migrations take Kysely<any> on purpose: they are frozen in time and must not depend on
    // today's table types (Kysely's migration guide).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
