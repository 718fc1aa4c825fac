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
    // Migrations take Kysely<any> on purpose: they are frozen in time and must not depend on
    // today's table types (Kysely's migration guide).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
