import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

describe('formatAge', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => formatAge(new Date(now - seconds * 1000), now);

  it('picks the coarsest unit that still says something', () => {
    expect(ago(0)).toBe('0 seconds');
    expect(ago(119)).toBe('119 seconds');
    expect(ago(120)).toBe('2 minutes');
    expect(ago(7_199)).toBe('119 minutes');
    expect(ago(7_200)).toBe('2 hours');
    expect(ago(48 * 3_600 - 1)).toBe('47 hours');
    expect(ago(3 * 86_400)).toBe('3 days');
  });

  it('reads a time in the future (a clock skew) as now', () => {
    expect(ago(-30)).toBe('0 seconds');
  });
});
