import { describe, expect, it } from 'vitest';
import { type BasemapImportReport, emptiedClasses, formatBasemapReport } from './import';

const report = (changes: Partial<BasemapImportReport>): BasemapImportReport => ({
  roads: { read: 2_735, kept: 2_735 },
  railways: { read: 34, kept: 34 },
  waterways: { read: 53, kept: 53 },
  water: { read: 28, kept: 26 },
  parks: { read: 129, kept: 129 },
  buildings: { read: 3_723, kept: 3_723 },
  places: { read: 20, kept: 20 },
  addresses: { read: 195, kept: 195 },
  ...changes,
});

describe("the basemap import's report", () => {
  it('prints what was read against what was kept, one line a class', () => {
    expect(formatBasemapReport(report({}))).toEqual([
      'roads: read 2,735, kept 2,735',
      'railways: read 34, kept 34',
      'waterways: read 53, kept 53',
      'water areas: read 28, kept 26',
      'parks and woods: read 129, kept 129',
      'buildings: read 3,723, kept 3,723',
      'places: read 20, kept 20',
      'addresses: read 195, kept 195',
    ]);
  });

  it('names a class the file holds of which nothing was kept — never one the file does not hold', () => {
    expect(emptiedClasses(report({}))).toEqual([]);
    // A downtown extract without railways or water: nothing read, nothing missing.
    expect(emptiedClasses(report({ railways: { read: 0, kept: 0 }, water: { read: 0, kept: 0 } }))).toEqual([]);
    // Virginia under a polygon rule that no longer covers `building`: 3.5 M read as lines, none drawn.
    expect(emptiedClasses(report({ buildings: { read: 3_500_000, kept: 0 }, parks: { read: 12, kept: 0 } }))).toEqual(['parks', 'buildings']);
  });
});
