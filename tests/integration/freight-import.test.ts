import { Readable } from 'node:stream';
import { FreightTabulationQuery } from '@vtrans/contracts/freight-tabulation';
import { FreightCube, FreightQueryError, listFreightDatasets, queryCommodityFlow, queryFreightFlows, sql } from '@vtrans/db';
import { FreightImportError, generateFafSample, importFreightFile } from '@vtrans/seed';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// FAF5.7's HiLo zone file header, column for column as FHWA publishes it (FAF5_metadata.xlsx; the
// same 76 columns open loaders such as tidyfaf read): ten codes, then tons, value, current value
// and ton-miles per year, then the low and high forecasts of tons and value.
const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050];
const forecasts = [2030, 2035, 2040, 2045, 2050];
const hiloHeader = [
  'fr_orig',
  'dms_orig',
  'dms_dest',
  'fr_dest',
  'fr_inmode',
  'dms_mode',
  'fr_outmode',
  'sctg2',
  'trade_type',
  'dist_band',
  ...years.map((y) => `tons_${y}`),
  ...years.map((y) => `value_${y}`),
  ...[2018, 2019, 2020, 2021, 2022, 2023, 2024].map((y) => `current_value_${y}`),
  ...years.map((y) => `tmiles_${y}`),
  ...forecasts.map((y) => `tons_${y}_low`),
  ...forecasts.map((y) => `tons_${y}_high`),
  ...forecasts.map((y) => `value_${y}_low`),
  ...forecasts.map((y) => `value_${y}_high`),
];

/** A line of the file: the ten codes, then the given figures in their columns and the rest empty. */
function line(header: string[], codes: string, figures: Record<string, number> = {}): string {
  const cells = [...codes.split(','), ...header.slice(10).map((column) => (column in figures ? String(figures[column]) : ''))];
  expect(cells.length).toBe(header.length);
  return cells.join(',');
}
const file = (header: string[], ...lines: string[]) => Readable.from([`${[header.join(','), ...lines].join('\r\n')}\r\n`]);

/** Five lines whose every figure can be checked by hand. */
const handChecked = () =>
  file(
    hiloHeader,
    // Richmond to North Carolina, cereal grains by truck, 250–499 miles (375 × tons = ton-miles × 1,000).
    line(hiloHeader, ',511,370,,,1,,02,1,3', {
      tons_2017: 120.5,
      value_2017: 30.25,
      tmiles_2017: 45.1875,
      tons_2024: 130,
      value_2024: 33,
      current_value_2024: 40.1,
      tmiles_2024: 48.75,
      tons_2030: 150,
      value_2030: 40,
      tmiles_2030: 56.25,
      tons_2030_low: 140.25,
      tons_2030_high: 161.125,
      value_2030_low: 37.5,
      value_2030_high: 44.0625,
    }),
    // An import of electronics from Europe, by water to Norfolk, then by rail to Northern Virginia.
    line(hiloHeader, '804,512,513,,3,2,,35,2,2', {
      tons_2017: 10,
      value_2017: 200,
      tmiles_2017: 1.75,
      tons_2030: 12,
      value_2030: 250,
      tons_2030_low: 11,
      tons_2030_high: 13.5,
      value_2030_low: 230,
      value_2030_high: 275,
    }),
    // North Carolina to Texas: not Virginia's.
    line(hiloHeader, ',370,480,,,1,,43,1,8', { tons_2017: 5, value_2017: 9 }),
    // Nothing moved in any year.
    line(hiloHeader, ',370,519,,,1,,07,1,4'),
    // An export of plastics to Eastern Asia, by truck to a Maryland port, then by water.
    line(hiloHeader, ',519,241,807,,1,3,24,3,1', { tons_2024: 5, value_2024: 20, tmiles_2024: 0.25 }),
  );

describe('importing a FAF5 file', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterEach(() => database.drop());

  const count = async (table: 'freight_lines' | 'freight_measures') =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n);
  const refreshEvents = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from outbox where event = 'stats.refresh'`.execute(database.db)).rows[0]!.n);
  const cubeOf = async (geography: 'zone' | 'state') =>
    FreightCube.load(
      database.db,
      (await listFreightDatasets(database.db)).find((dataset) => dataset.geography === geography)!,
    );
  const tabulate = async (cube: FreightCube, query: Record<string, string>) => cube.tabulate(FreightTabulationQuery.parse(query));
  /** A one-column tabulation as { row label: cell }. */
  const byRow = (table: Awaited<ReturnType<FreightCube['tabulate']>>) => Object.fromEntries(table.rows.map((row, i) => [row.label, table.cells[i]![0]]));

  it('keeps every code and measure of a HiLo zone file’s Virginia lines, with the release and what each year is', async () => {
    expect(await count('freight_lines')).toBeGreaterThan(1000); // the seed's sample
    const result = await importFreightFile(database.db, handChecked(), { fileName: 'FAF5.7_HiLoForecasts.csv' });
    expect(result).toMatchObject({ release: 'FAF5.7', geography: 'zone', lines: 5, stored: 4, outsideVirginia: 1, records: 6 });
    expect(result.measures).toEqual(['tons', 'value', 'current_value', 'tmiles', 'tons_low', 'tons_high', 'value_low', 'value_high']);
    expect(result.years.map((year) => `${year.year} ${year.kind}`).join(', ')).toBe(
      '2017 base, 2018 final, 2019 final, 2020 final, 2021 final, 2022 final, 2023 final, 2024 preliminary, 2030 forecast, 2035 forecast, 2040 forecast, 2045 forecast, 2050 forecast',
    );
    expect(await refreshEvents()).toBe(1);
    const lines = await database.db
      .selectFrom('freight_lines')
      .where('dataset_id', '=', result.datasetId)
      .select(['line', 'fr_orig', 'orig', 'dest', 'fr_dest', 'fr_inmode', 'mode', 'fr_outmode', 'commodity', 'trade_type', 'dist_band'])
      .orderBy('line')
      .execute();
    expect(lines).toEqual([
      { line: 0, fr_orig: null, orig: 511, dest: 370, fr_dest: null, fr_inmode: null, mode: 1, fr_outmode: null, commodity: 2, trade_type: 1, dist_band: 3 },
      { line: 1, fr_orig: 804, orig: 512, dest: 513, fr_dest: null, fr_inmode: 3, mode: 2, fr_outmode: null, commodity: 35, trade_type: 2, dist_band: 2 },
      { line: 2, fr_orig: null, orig: 370, dest: 519, fr_dest: null, fr_inmode: null, mode: 1, fr_outmode: null, commodity: 7, trade_type: 1, dist_band: 4 },
      { line: 3, fr_orig: null, orig: 519, dest: 241, fr_dest: 807, fr_inmode: null, mode: 1, fr_outmode: 3, commodity: 24, trade_type: 3, dist_band: 1 },
    ]);
    const measures = await database.db
      .selectFrom('freight_measures')
      .selectAll()
      .where('dataset_id', '=', result.datasetId)
      .where('line', '=', 0)
      .orderBy('year')
      .execute();
    expect(measures.map(({ dataset_id: _, ...row }) => row)).toEqual([
      {
        year: 2017,
        line: 0,
        tons: 120.5,
        value: 30.25,
        current_value: null,
        tmiles: 45.1875,
        tons_low: null,
        tons_high: null,
        value_low: null,
        value_high: null,
      },
      { year: 2024, line: 0, tons: 130, value: 33, current_value: 40.1, tmiles: 48.75, tons_low: null, tons_high: null, value_low: null, value_high: null },
      {
        year: 2030,
        line: 0,
        tons: 150,
        value: 40,
        current_value: null,
        tmiles: 56.25,
        tons_low: 140.25,
        tons_high: 161.125,
        value_low: 37.5,
        value_high: 44.0625,
      },
    ]);
  });

  it('tabulates ton-miles, distance bands, ratios, trade and the HiLo ranges exactly as the file says', async () => {
    await importFreightFile(database.db, handChecked(), { fileName: 'FAF5.7_HiLoForecasts.csv' });
    const cube = await cubeOf('zone');

    expect(byRow(await tabulate(cube, { rows: 'distance_band', measure: 'tmiles', year: '2017' }))).toEqual({
      '100 to 249 miles': { value: 1.75 },
      '250 to 499 miles': { value: 45.1875 },
    });
    expect(byRow(await tabulate(cube, { rows: 'commodity', measure: 'length_of_haul', year: '2017' }))).toEqual({
      '02 Cereal grains': { value: 375 },
      '35 Electronics': { value: 175 },
    });
    expect(byRow(await tabulate(cube, { rows: 'commodity', measure: 'value_per_ton', year: '2017' }))).toEqual({
      '02 Cereal grains': { value: 251.04 },
      '35 Electronics': { value: 20000 },
    });
    expect(byRow(await tabulate(cube, { rows: 'foreign_region', year: '2024' }))).toEqual({ 'None (domestic)': { value: 130 }, 'Eastern Asia': { value: 5 } });
    expect(byRow(await tabulate(cube, { rows: 'foreign_mode', measure: 'value', year: '2024' }))).toEqual({
      'None (domestic)': { value: 33 },
      Water: { value: 20 },
    });

    // A forecast year carries the HiLo range: summed over lines, and per trade type.
    const trend = await tabulate(cube, { rows: 'year' });
    expect(byRow(trend)).toEqual({ '2017': { value: 130.5 }, '2024': { value: 135 }, '2030': { value: 162, low: 151.25, high: 174.625 } });
    expect(trend.rows.map((row) => row.kind)).toEqual(['base', 'preliminary', 'forecast']);
    expect(trend.total).toEqual({ value: null }); // different years' freight is never added up
    expect(byRow(await tabulate(cube, { rows: 'trade_type', measure: 'value', year: '2030' }))).toEqual({
      Domestic: { value: 40, low: 37.5, high: 44.0625 },
      Import: { value: 250, low: 230, high: 275 },
    });

    // Rows by columns, with totals both ways.
    const grid = await tabulate(cube, { rows: 'origin', columns: 'mode', year: '2017' });
    expect(grid.rows.map((row) => row.label)).toEqual(['Richmond, VA', 'Virginia Beach–Norfolk, VA']);
    expect(grid.columns.map((column) => column.label)).toEqual(['Truck', 'Rail']);
    expect(grid.cells).toEqual([
      [{ value: 120.5 }, { value: null }],
      [{ value: null }, { value: 10 }],
    ]);
    expect(grid.columnTotals).toEqual([{ value: 120.5 }, { value: 10 }]);
    expect(grid.total).toEqual({ value: 130.5 });

    // Directions: relative to Virginia, or to one of its zones.
    expect(byRow(await tabulate(cube, { rows: 'destination', direction: 'outbound', year: '2024' }))).toEqual({
      'North Carolina': { value: 130 },
      'Baltimore MD': { value: 5 },
    });
    expect((await tabulate(cube, { rows: 'commodity', direction: 'within', year: '2017' })).rows.map((row) => row.code)).toEqual([35]);
    expect(byRow(await tabulate(cube, { rows: 'commodity', direction: 'outbound', area: '512', year: '2017' }))).toEqual({ '35 Electronics': { value: 10 } });
    expect((await tabulate(cube, { rows: 'commodity', direction: 'inbound', area: '512', year: '2017' })).rows).toEqual([]);

    // Two years compared, row by row.
    const compared = await tabulate(cube, { rows: 'commodity', year: '2017', compare: '2024' });
    expect(compared.comparison).toEqual({
      year: { year: 2024, kind: 'preliminary' },
      rows: [
        { value: 130, change: 9.5, percent: 7.9 },
        { value: 0, change: -10, percent: -100 },
      ],
      total: { value: 135, change: 4.5, percent: 3.4 },
    });
  });

  it('gives the flow map its flows: Virginia’s zones to states, and foreign regions by their gateway', async () => {
    await importFreightFile(database.db, handChecked(), { fileName: 'FAF5.7_HiLoForecasts.csv' });
    const cube = await cubeOf('zone');
    const flows = async (ends: 'state' | 'foreign', query: Record<string, string>) =>
      (await queryFreightFlows(database.db, cube, FreightTabulationQuery.parse(query), ends)).flows.map(
        (flow) => `${flow.from.name} > ${flow.to.name} ${flow.direction} ${flow.value}`,
      );
    expect(await flows('state', { year: '2017' })).toEqual([
      'Richmond, VA > North Carolina outbound 120.5',
      'Virginia Beach–Norfolk, VA > Northern Virginia (Washington region), VA within 10',
    ]);
    expect(await flows('state', { year: '2024' })).toEqual(['Richmond, VA > North Carolina outbound 130', 'Rest of Virginia, VA > Maryland outbound 5']);
    // The import enters at Norfolk from Europe; the export leaves by a Maryland port for Eastern Asia.
    expect(await flows('foreign', { year: '2017' })).toEqual(['Europe > Virginia Beach–Norfolk, VA inbound 10']);
    expect(await flows('foreign', { year: '2024' })).toEqual(['Maryland > Eastern Asia outbound 5']);
    const refused = await queryFreightFlows(database.db, cube, FreightTabulationQuery.parse({ measure: 'value_per_ton' }), 'state').catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ field: 'measure' });
  });

  it('refuses questions the data cannot answer, naming the parameter', async () => {
    const cube = await cubeOf('zone');
    const refused = async (query: Record<string, string>) => (await tabulate(cube, query).catch((error: unknown) => error)) as FreightQueryError;
    expect(await refused({ year: '2017,2024' })).toMatchObject({
      field: 'year',
      message: 'figures of several years are not added up: choose one year, or make the year a row or column',
    });
    expect(await refused({ year: '2019,2026', rows: 'year' })).toMatchObject({
      field: 'year',
      message: expect.stringMatching(/^no data for 2026; the years are 2017, 2018/),
    });
    expect(await refused({ compare: '2001' })).toMatchObject({ field: 'compare' });
  });

  it('imports the state file beside the zone file, each its own dataset', async () => {
    const stateHeader = hiloHeader.slice(0, 56).map((column) => ({ dms_orig: 'dms_origst', dms_dest: 'dms_destst' })[column] ?? column);
    const zoneBefore = (await listFreightDatasets(database.db)).find((dataset) => dataset.geography === 'zone')!;
    const result = await importFreightFile(
      database.db,
      file(
        stateHeader,
        line(stateHeader, ',51,37,,,1,,02,1,3', { tons_2024: 300.5, value_2024: 75, tmiles_2024: 112.6875 }),
        line(stateHeader, ',6,51,,,2,,34,1,8', { tons_2024: 40, value_2024: 400, tmiles_2024: 96 }),
        line(stateHeader, ',6,48,,,2,,34,1,8', { tons_2024: 40, value_2024: 400 }),
      ),
      { fileName: 'FAF5.7_State.csv' },
    );
    expect(result).toMatchObject({ release: 'FAF5.7', geography: 'state', stored: 2, outsideVirginia: 1 });
    expect(result.measures).toEqual(['tons', 'value', 'current_value', 'tmiles']);
    // Without HiLo columns the forecasts are still told from the estimates by the gap after 2024.
    expect(result.years.filter((year) => year.kind === 'forecast').map((year) => year.year)).toEqual(forecasts);
    // The seed's state sample is replaced; its zone sample stays as it was.
    const datasets = await listFreightDatasets(database.db);
    expect(datasets.find((dataset) => dataset.geography === 'zone')).toEqual(zoneBefore);
    expect(await count('freight_lines')).toBe(zoneBefore.lines + 2);
    expect(datasets.map((dataset) => `${dataset.geography} ${dataset.name} ${dataset.fileName}`).sort()).toEqual([
      'state FAF5.7 FAF5.7_State.csv',
      'zone FAF5.7 FAF5.7_HiLoForecasts.csv',
    ]);
    const cube = await cubeOf('state');
    expect(byRow(await tabulate(cube, { geography: 'state', rows: 'origin', measure: 'length_of_haul', year: '2024' }))).toEqual({
      California: { value: 2400 },
      Virginia: { value: 375 },
    });
  });

  it('labels the seed’s generated figures a sample until a FAF file replaces them, then names that file’s release', async () => {
    const seeded = (await listFreightDatasets(database.db)).find((dataset) => dataset.geography === 'zone')!;
    expect(seeded.sample).toBe(true);
    expect(seeded.source).toMatch(
      /^Sample data for trying the tools — not FHWA figures\. Generated in the layout of the Freight Analysis Framework FAF5\.7 \(FAF zones\) on \d\d\/\d\d\/\d{4}; the office replaces it with FHWA's file by running npm run import:freight\.$/,
    );
    // What every answer carries: the commodity-flow answer says the same as the tabulation's release.
    const flow = await queryCommodityFlow(database.db, await cubeOf('zone'), {
      scale: 'state',
      origin: '51',
      direction: 'outbound',
      metric: 'tons',
      mode: 'all',
      year: 2024,
    });
    expect(flow).toMatchObject({ sample: true, source: seeded.source });

    await importFreightFile(database.db, handChecked(), { fileName: 'FAF5.7.1_HiLoForecasts.csv' });
    const imported = (await listFreightDatasets(database.db)).find((dataset) => dataset.geography === 'zone')!;
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: '2-digit', day: '2-digit', year: 'numeric' }).format(
      new Date(imported.importedAt),
    );
    expect(imported).toMatchObject({
      sample: false,
      source: `Source: FHWA and BTS, Freight Analysis Framework FAF5.7.1 (FAF zones; file FAF5.7.1_HiLoForecasts.csv, imported ${day}).`,
    });
    const table = await tabulate(await cubeOf('zone'), { rows: 'mode', year: '2024' });
    expect(table.release).toMatchObject({ name: 'FAF5.7.1', sample: false, source: imported.source });
    // The state file is still the seed's, and still says so.
    expect((await listFreightDatasets(database.db)).find((dataset) => dataset.geography === 'state')!.sample).toBe(true);
  });

  it('takes the release and the kind of a year from the person importing when the file does not say', async () => {
    const error = await importFreightFile(database.db, handChecked(), { fileName: 'freight.csv' }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Line 1: the release is not in the file name "freight.csv"; state it (for example --release FAF5.7)');
    const result = await importFreightFile(database.db, handChecked(), { fileName: 'freight.csv', release: 'FAF5.7.1', yearKinds: { 2024: 'final' } });
    expect(result.release).toBe('FAF5.7.1');
    expect(result.years.find((year) => year.year === 2024)?.kind).toBe('final');
  });

  it.each([
    [
      'a header without FAF columns',
      'origin,destination,tons\n511,370,5\n',
      'Line 1: the header lacks dms_orig, dms_dest, dms_mode, sctg2, trade_type — is this a FAF5 zone or state file?',
    ],
    ['no year columns', 'dms_orig,dms_dest,dms_mode,sctg2,trade_type\n511,370,1,02,1\n', 'Line 1: the header has no tons_YYYY and value_YYYY columns'],
    ['an unknown commodity', `${hiloHeader}\n${line(hiloHeader, ',511,370,,,1,,42,1,3')}\n`, 'Line 2: sctg2 must be an SCTG2 code (01–41, 43), not "42"'],
    [
      'a mode out of range',
      `${hiloHeader}\n${line(hiloHeader, ',511,370,,,1,,01,1,3')}\n${line(hiloHeader, ',511,370,,,9,,01,1,3')}\n`,
      'Line 3: dms_mode must be a mode code from 1 to 8, not "9"',
    ],
    [
      'a zone of no state',
      `${hiloHeader}\n${line(hiloHeader, ',511,999,,,1,,01,1,3')}\n`,
      'Line 2: dms_dest must be a FAF zone (a state FIPS code × 10 plus a digit), not "999"',
    ],
    [
      'a distance band out of range',
      `${hiloHeader}\n${line(hiloHeader, ',511,370,,,1,,01,1,9')}\n`,
      'Line 2: dist_band must be a distance band from 1 to 8, not "9"',
    ],
    [
      'a negative forecast',
      `${hiloHeader}\n${line(hiloHeader, ',511,370,,,1,,01,1,3', { tons_2040_low: -1 })}\n`,
      'Line 2: tons_2040_low must be a number of zero or more, not "-1"',
    ],
    [
      'a number with a thousands comma',
      `${hiloHeader}\n${line(hiloHeader, ',511,370,,,1,,01,1,3').replace(/^((?:[^,]*,){10})/, '$1"1,5"')}\n`,
      'Line 2: tons_2017 must be a number of zero or more, not "1,5"',
    ],
    ['a short line', `${hiloHeader}\n,511,370,,,1,,01\n`, 'Line 2: the line has 8 cells where the header has 76'],
    ['a quote left open', `${hiloHeader}\n"511,370\n`, 'Line 2: a quoted cell is not closed on its line'],
    ['an overlong line', `${hiloHeader}\n${'1'.repeat(10_000)}\n`, 'Line 2: a line may be at most 8192 characters'],
    ['an empty file', '', 'Line 1: the file is empty'],
  ])('refuses %s, naming the line, and keeps the old dataset', async (_what, text, message) => {
    const before = { lines: await count('freight_lines'), measures: await count('freight_measures'), datasets: await listFreightDatasets(database.db) };
    const error = await importFreightFile(database.db, Readable.from([text]), { fileName: 'FAF5.7.csv' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FreightImportError);
    expect((error as Error).message).toBe(message);
    expect({ lines: await count('freight_lines'), measures: await count('freight_measures'), datasets: await listFreightDatasets(database.db) }).toEqual(
      before,
    );
  });

  it('refuses a file with more lines than the limit before reading the rest', async () => {
    const error = await importFreightFile(database.db, Readable.from(generateFafSample({ density: 0.02, outsideShare: 1 })), {
      fileName: 'FAF5.7.csv',
      limits: { maxLines: 100 },
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Line 102: the file has more than 100 lines');
  });

  it('imports the generated sample, whose flows the commodity-flow query then answers', async () => {
    const result = await importFreightFile(database.db, Readable.from(generateFafSample({ density: 0.02, outsideShare: 1, hilo: true })), {
      fileName: 'FAF5.7_HiLoForecasts.csv',
    });
    expect(result.years.map((year) => year.year)).toEqual(years);
    expect(result.outsideVirginia).toBeGreaterThan(0);
    const stored = await database.db
      .selectFrom('freight_measures')
      .where('dataset_id', '=', result.datasetId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(result.records);
    const answer = await queryCommodityFlow(database.db, await cubeOf('zone'), {
      scale: 'state',
      origin: '51',
      direction: 'outbound',
      metric: 'tons',
      year: 2024,
      mode: 'all',
    });
    // Outbound flows leave Virginia: no partner is in it, and the parts add up to the same total.
    expect(answer.partners.every((partner) => partner.code.length === 2 && partner.code !== '51')).toBe(true);
    const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);
    expect(total(answer.modeSplit)).toBeCloseTo(total(answer.partners), -1);
    expect(answer.trend.map((point) => point.year)).toEqual(years);
    expect(answer.topCommodities.length).toBe(10);
  });
});
