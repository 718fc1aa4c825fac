import type { StatisticsRows } from '@vtrans/contracts/statistics';
import { describe, expect, it } from 'vitest';
import { csvHref, readFilters, rowsForDataset, selectChart, toCsv } from './data-explorer';

const people = (locality: string, district: string, population: number, year = 2020) => ({
  fips: '51001',
  locality,
  district,
  year,
  population,
  employment: Math.round(population / 2),
});

const data: StatisticsRows = {
  'population-employment': [
    people('Small County', 'Salem', 1_000),
    people('Big County', 'Northern Virginia', 9_000),
    people('Mid City', 'Salem', 5_000),
    people('Big County', 'Northern Virginia', 12_000, 2050),
  ],
  'travel-markets': [
    { travelMarket: 'Regional Networks', district: 'Salem', needs: 2, miles: 10.25 },
    { travelMarket: 'Regional Networks', district: 'Bristol', needs: 1, miles: 5 },
    { travelMarket: 'Urban Development Areas', district: 'Salem', needs: 4, miles: 30 },
  ],
  needs: [
    { category: 'Roadway safety', district: 'Salem', priority: 1, needs: 1, miles: 3 },
    { category: 'Roadway safety', district: 'Salem', priority: 2, needs: 1, miles: 4 },
    { category: 'Pedestrian safety', district: 'Bristol', priority: 1, needs: 1, miles: 2 },
  ],
  'by-the-numbers': [
    { label: 'Roads', value: 57_867, unit: 'miles', source: 'VDOT' },
    { label: 'Bridges, "major"', value: 21_195, unit: 'structures', source: 'VDOT' },
  ],
  freight: [],
};

describe('data explorer selection', () => {
  it('keeps valid filters from the address and defaults the rest', () => {
    expect(readFilters('population-employment', { measure: 'employment', year: '1850', district: 'Atlantis', top: '10' })).toEqual({
      measure: 'employment',
      year: 2020,
      district: 'all',
      top: '10',
    });
  });

  it('charts the largest localities of the year and district, largest first', () => {
    const chart = selectChart('population-employment', { district: 'Salem', top: '10' }, data);
    expect(chart.rows.map((row) => row.locality)).toEqual(['Mid City', 'Small County']);
    expect(chart.title).toBe('Population by locality, 2020, Salem District (largest 10)');
    expect(selectChart('population-employment', { year: '2050' }, data).rows).toEqual([
      { locality: 'Big County', district: 'Northern Virginia', year: 2050, population: 12_000 },
    ]);
  });

  it('sums travel markets and needs over the chosen district and priority', () => {
    expect(selectChart('travel-markets', {}, data).rows).toEqual([
      { travelMarket: 'Urban Development Areas', miles: 30 },
      { travelMarket: 'Regional Networks', miles: 15.3 },
    ]);
    expect(selectChart('travel-markets', { measure: 'needs', district: 'Bristol' }, data).rows).toEqual([{ travelMarket: 'Regional Networks', needs: 1 }]);
    expect(selectChart('needs', { priority: '1' }, data).rows).toEqual([
      { category: 'Roadway safety', miles: 3 },
      { category: 'Pedestrian safety', miles: 2 },
    ]);
  });

  it('downloads exactly the charted rows as CSV, quoting where needed', () => {
    const chart = selectChart('by-the-numbers', { unit: 'structures' }, data);
    expect(toCsv(chart.columns, chart.rows)).toBe('Measure,Value (structures),Source\r\n"Bridges, ""major""",21195,VDOT\r\n');
    expect(decodeURIComponent(csvHref(chart.columns, chart.rows).replace('data:text/csv;charset=utf-8,', ''))).toBe(toCsv(chart.columns, chart.rows));
  });

  it('sends the browser one dataset’s rows, which chart exactly as all of them do', () => {
    const filters: Record<string, Record<string, string>> = {
      'population-employment': { year: '2050' },
      'travel-markets': {},
      needs: {},
      'by-the-numbers': { unit: 'structures' },
    };
    for (const dataset of ['population-employment', 'travel-markets', 'needs', 'by-the-numbers'] as const) {
      const sent = rowsForDataset(dataset, data);
      expect(selectChart(dataset, filters[dataset]!, sent), dataset).toEqual(selectChart(dataset, filters[dataset]!, data));
      expect(
        Object.entries(sent).filter(([name, rows]) => name !== dataset && rows.length > 0),
        dataset,
      ).toEqual([]);
    }
  });
});
