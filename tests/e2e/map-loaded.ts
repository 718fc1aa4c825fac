import { expect, type Locator } from '@playwright/test';

/**
 * Waits for a map to be drawn: BasemapMap labels its canvas on MapLibre's `load`, once the style
 * and every first tile are in. With software GL in a full two-lane run on two cores that has taken
 * over expect's default 10 s (the map explorer draws six layers), so the wait is 30 s.
 */
export async function expectMapLoaded(canvas: Locator, label: string | RegExp): Promise<void> {
  await expect(canvas).toHaveAttribute('aria-label', label, { timeout: 30_000 });
}
