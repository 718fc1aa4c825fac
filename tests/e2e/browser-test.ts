import { test as base, expect } from '@playwright/test';

export { expect };

/** What a page reports of a blocked script, style, frame or connection, to name it in a failure. */
export type Violation = { page: string; directive: string; blocked: string; source: string; sample: string };

/**
 * Playwright's `test` for every spec that drives a browser: besides its own assertions, each test
 * fails if any page it opened reported a Content-Security-Policy violation (the browser's
 * `securitypolicyviolation` event) — so the whole walk proves the policy and the pages agree.
 * A test that provokes a violation on purpose takes `policyViolations`, checks it and empties it.
 * ESLint keeps browser specs on this `test` (eslint.config.mjs).
 */
export const test = base.extend<{ policyViolations: Violation[] }>({
  policyViolations: [
    async ({ context }, use) => {
      const violations: Violation[] = [];
      await context.exposeBinding('__vtransReportViolation', (_source, violation: Violation) => void violations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __vtransReportViolation: (violation: unknown) => void }).__vtransReportViolation;
          report({
            page: location.pathname + location.search,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
});
