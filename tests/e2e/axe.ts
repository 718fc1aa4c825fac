import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe over the page for WCAG 2.1 A and AA. Only violations are reported in full: axe otherwise also
 * gathers and sends back every passing and inapplicable node, which the tests never read (issue 55;
 * the rules run the same). `options` first: it replaces the options `withTags` sets.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcag21aa)
    .analyze();

const described = (violation: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** Fails with a readable list when axe finds a serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axe(page);
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(described)).toEqual([]);
}

/** Every WCAG 2.1 A/AA violation axe finds, whatever its impact (the sitemap sweep lists them all). */
export async function a11yViolations(page: Page): Promise<string[]> {
  const results = await axe(page);
  return results.violations.map(described);
}

/**
 * Landmarks of one kind that share a name (two "navigation" regions both called "Main"): axe's
 * best-practice rule, outside its WCAG tags, so the sweep asks for it by name (issue 58 found four
 * pages with such pairs; a screen reader's list of landmarks cannot tell them apart).
 */
export async function duplicateLandmarkNames(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withRules(['landmark-unique'])
    .analyze();
  return results.violations.map(described);
}
