import { FreightTabulationQuery, type FreightTabulation } from '@vtrans/contracts/freight-tabulation';
import { describe, expect, it } from 'vitest';
import { readTabulationQuery, sortRows, tabulationCsv, tabulationParams, tabulationTitle } from './freight-tabulation';

/** A small table as the engine answers it: two commodities by two years, one of them a forecast. */
function table(overrides: Partial<FreightTabulation> = {}): FreightTabulation {
  return {
    query: FreightTabulationQuery.parse({ rows: 'commodity', columns: 'year', direction: 'outbound', commodity: '02,35' }),
    release: {
      name: 'FAF5.7',
      geography: 'zone',
      fileName: 'FAF5.7_HiLoForecasts.csv',
      importedAt: '2026-11-27T00:00:00.000Z',
      years: [
        { year: 2024, kind: 'preliminary' },
        { year: 2030, kind: 'forecast' },
      ],
      measures: ['tons', 'value', 'tons_low', 'tons_high'],
      sample: false,
      source: 'Source: FHWA and BTS, Freight Analysis Framework FAF5.7 (FAF zones; file FAF5.7_HiLoForecasts.csv, imported 11/26/2026).',
    },
    measure: { code: 'tons', label: 'Weight', unit: 'thousand tons' },
    years: [],
    rows: [
      { code: 2, label: '02 Cereal grains' },
      { code: 35, label: '35 Electronics, "chips"' },
    ],
    columns: [
      { code: 2024, label: '2024', kind: 'preliminary' },
      { code: 2030, label: '2030', kind: 'forecast' },
    ],
    cells: [
      [{ value: 130 }, { value: 150, low: 140.25, high: 161.125 }],
      [{ value: null }, { value: 12, low: 11, high: 13.5 }],
    ],
    rowTotals: [{ value: null }, { value: null }],
    columnTotals: [{ value: 130 }, { value: 162, low: 151.25, high: 174.625 }],
    total: { value: null },
    rowsLeftOut: 0,
    ...overrides,
  };
}

describe('the tabulation address', () => {
  it('reads repeated parameters (ticked boxes) and comma lists alike, and ignores the view’s own parameters', () => {
    const { query, errors } = readTabulationQuery({
      dataset: 'freight',
      view: 'table',
      sort: 'c1',
      rows: 'mode',
      commodity: ['02', '35'],
      mode: '1,2',
      area: '',
    });
    expect(errors).toEqual({});
    expect(query).toMatchObject({ rows: 'mode', commodity: [2, 35], mode: [1, 2] });
    expect(query.area).toBeUndefined();
  });

  it('names what it cannot read and falls back to the default table', () => {
    const { query, errors } = readTabulationQuery({ rows: 'color', measure: 'tons' });
    expect(errors).toEqual({
      rows: 'expected one of: origin, destination, commodity, commodity_group, mode, foreign_mode, trade_type, foreign_region, distance_band, year',
    });
    expect(query).toEqual(FreightTabulationQuery.parse({}));
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    const query = FreightTabulationQuery.parse({ rows: 'year', measure: 'tmiles', commodity: '35,2', year: '2030' });
    const params = tabulationParams(query);
    expect(params).toEqual({ rows: 'year', measure: 'tmiles', commodity: '35,2', year: '2030' });
    expect(readTabulationQuery(params).query).toEqual(query);
  });
});

describe('the tabulation’s rows, title and CSV', () => {
  it('sorts by a column, largest first or smallest first, with rows lacking a figure last either way', () => {
    expect(sortRows(table(), 'c0', 'desc')).toEqual([0, 1]);
    expect(sortRows(table(), 'c0', 'asc')).toEqual([0, 1]);
    expect(sortRows(table(), 'c1', 'asc')).toEqual([1, 0]);
    expect(sortRows(table(), 'label', 'desc')).toEqual([1, 0]);
    expect(sortRows(table(), undefined, undefined)).toEqual([0, 1]);
  });

  it('says what the table shows', () => {
    expect(tabulationTitle(table())).toBe('Weight by commodity (SCTG2) and year, freight leaving Virginia');
    const oneYear = table({
      query: FreightTabulationQuery.parse({ rows: 'mode', area: '512', direction: 'within', year: '2024', compare: '2030' }),
      years: [{ year: 2024, kind: 'preliminary' }],
    });
    expect(tabulationTitle(oneYear)).toBe('Weight by domestic mode, freight within Virginia Beach–Norfolk, VA, 2024 (preliminary)');
  });

  it('writes the table as CSV, ranges beside their figures, quoting where CSV must', () => {
    expect(tabulationCsv(table()).split('\r\n')).toEqual([
      'Commodity (SCTG2),2024,2030,2030 low,2030 high',
      '02 Cereal grains,130,150,140.25,161.125',
      '"35 Electronics, ""chips""",,12,11,13.5',
      // What the table is (measure, flows, area, years) and whose figures, as the last lines, as
      // wide as the header: a download says so once it has left the page.
      '"Table: Weight by commodity (SCTG2) and year, freight leaving Virginia.",,,,',
      '"Source: FHWA and BTS, Freight Analysis Framework FAF5.7 (FAF zones; file FAF5.7_HiLoForecasts.csv, imported 11/26/2026).",,,,',
      '',
    ]);
  });

  it('names the year of a one-column table, and gives a compared forecast year its range', () => {
    const compared = table({
      query: FreightTabulationQuery.parse({ rows: 'mode', year: '2024', compare: '2030' }),
      years: [{ year: 2024, kind: 'preliminary' }],
      rows: [{ code: 1, label: 'Truck' }],
      columns: [{ code: 0, label: 'Total' }],
      cells: [[{ value: 100 }]],
      rowTotals: [{ value: 100 }],
      columnTotals: [{ value: 100 }],
      total: { value: 100 },
      comparison: {
        year: { year: 2030, kind: 'forecast' },
        rows: [{ value: 148, low: 120, high: 170, change: 48, percent: 48 }],
        total: { value: 148, low: 120, high: 170, change: 48, percent: 48 },
      },
    });
    expect(tabulationCsv(compared).split('\r\n').slice(0, 2)).toEqual([
      'Domestic mode,"Weight (thousand tons), 2024",2030,2030 low,2030 high,Change,Change (%)',
      'Truck,100,148,120,170,48,48',
    ]);
    expect(tabulationCsv(compared)).toContain('Table: Weight by domestic mode, freight to, from and within Virginia, 2024 (preliminary) compared with 2030.');
  });
});
