import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type RunOptions = Parameters<AxeBuilder['options']>[0];

/**
 * axe over the page for WCAG 2.1 A and AA. Only violations are reported in full: axe otherwise also
 * gathers and sends back every passing and inapplicable node, which the tests never read (issue 55;
 * the rules run the same). `options` first: it replaces the options `withTags` sets.
 */
const axe = async (page: Page, options: RunOptions = {}) => {
  await previewCheckFinished(page);
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], ...options })
    .withTags(wcag21aa)
    .analyze();
};

/**
 * A content preview runs axe itself in the page (issue 63), and axe runs one check at a time per page:
 * a second run started meanwhile fails "Axe is already running" (a CI failure of stop 79). So the
 * preview's own check is let finish before ours starts.
 */
async function previewCheckFinished(page: Page) {
  const check = page.locator('.preview-check [role="status"]');
  if ((await check.count()) === 0) return;
  await expect(check).not.toContainText('Checking with axe', { timeout: 15_000 });
}

const described = (violation: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** Fails with a readable list when axe finds a serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axe(page);
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(described)).toEqual([]);
}

/**
 * Every WCAG 2.1 A/AA violation axe finds, whatever its impact, and apart from them the landmarks of
 * one kind that share a name (two "navigation" regions both called "Main"): axe's best-practice
 * rule `landmark-unique`, outside its WCAG tags, which issue 58 found on four pages (a screen
 * reader's list of landmarks cannot tell them apart). One run of axe: a rule enabled by name runs
 * beside the tags' rules, and each run injects axe's 500 KB into the page again (a second run for the
 * one rule took a third of the sweep's axe time; issue 55).
 */
export async function a11yViolationsAndDuplicateLandmarks(page: Page): Promise<{ violations: string[]; duplicateLandmarks: string[] }> {
  const results = await axe(page, { rules: { 'landmark-unique': { enabled: true } } });
  const isLandmarkRule = (violation: { id: string }) => violation.id === 'landmark-unique';
  return {
    violations: results.violations.filter((violation) => !isLandmarkRule(violation)).map(described),
    duplicateLandmarks: results.violations.filter(isLandmarkRule).map(described),
  };
}
