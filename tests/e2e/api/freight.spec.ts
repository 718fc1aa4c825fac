import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { freightDirections, freightMetrics, freightModes, freightScales } from '@vtrans/contracts/freight';

test('commodity-filters lists what the charts can be filtered by, and names an unknown scale or metric', async ({ request }) => {
  const response = await request.get('/api/freight/commodity-filters?scale=region&metric=value');
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data).toMatchObject({ scale: 'region', metric: 'value', unit: 'million dollars (2017)', directions: [...freightDirections], defaultYear: 2024 });
  expect(data.origins.map((origin: { code: string }) => origin.code)).toEqual(['511', '512', '513', '519']);
  expect(data.modes.map((mode: { code: string }) => mode.code)).toEqual([...freightModes]);
  expect(data.years).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050]);

  for (const [parameter, value] of [
    ['scale', 'nation'],
    ['metric', 'weight'],
  ] as const) {
    const refused = await request.get(`/api/freight/commodity-filters?${parameter}=${value}`);
    expect(refused.status()).toBe(400);
    expect((await refused.json()).data.fields).toEqual({ [parameter]: expect.any(String) });
  }
});

test('commodity-flow answers top commodities, mode split, trend and partners for every scale, direction and metric', async ({ request }) => {
  for (const scale of freightScales) {
    for (const direction of freightDirections) {
      for (const metric of freightMetrics) {
        const response = await request.get(`/api/freight/commodity-flow?scale=${scale}&direction=${direction}&metric=${metric}`);
        expect(response.status(), `${scale} ${direction} ${metric}`).toBe(200);
        const { data } = await response.json();
        expect(data.query).toMatchObject({ scale, direction, metric, year: 2024, mode: 'all' });
        expect(data.topCommodities.length).toBeGreaterThan(0);
        expect(data.trend).toHaveLength(13);
        expect(data.partners.length).toBeGreaterThan(0);
      }
    }
  }
  // A mode narrows the commodities and partners but not the mode split, which shows every mode.
  const truck = (await (await request.get('/api/freight/commodity-flow?mode=truck&year=2030')).json()).data;
  const all = (await (await request.get('/api/freight/commodity-flow?year=2030')).json()).data;
  expect(truck.modeSplit).toEqual(all.modeSplit);
  expect(truck.topCommodities[0].amount).toBeLessThanOrEqual(all.topCommodities[0].amount);
  expect(truck.trend.find((point: { year: number }) => point.year === 2030).amount).toBe(
    all.modeSplit.find((mode: { code: string }) => mode.code === 'truck').amount,
  );
});

test('commodity-flow answers 400 naming each bad parameter, and a year without data', async ({ request }) => {
  const cases: [string, string][] = [
    ['scale=county', 'scale'],
    ['origin=37', 'origin'],
    ['scale=region&origin=51', 'origin'],
    ['direction=sideways', 'direction'],
    ['metric=tmiles', 'metric'],
    ['year=next', 'year'],
    ['year=1999', 'year'],
    ['mode=plane', 'mode'],
  ];
  for (const [query, parameter] of cases) {
    const response = await request.get(`/api/freight/commodity-flow?${query}`);
    expect(response.status(), query).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.data.fields), query).toEqual([parameter]);
    expect(body.message).toBe(`Invalid query parameter: ${parameter}.`);
  }
});

test('tabulation: rows by columns with forecast ranges and kinds of year; a CSV of the same table; refusals naming the parameter', async ({ request }) => {
  const response = await request.get('/api/freight/tabulation?rows=commodity_group&columns=year&measure=tons&mode=1,2');
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.release).toMatchObject({ name: 'FAF5.7', geography: 'zone', fileName: 'FAF5.7_HiLoForecasts.csv', sample: true });
  // The seed's figures are generated: the answer says so in words, never as FHWA's (issue 57).
  expect(data.release.source).toMatch(/^Sample data for trying the tools — not FHWA figures\./);
  expect(data.columns.map((column: { code: number; kind: string }) => `${column.code} ${column.kind}`)).toEqual([
    '2017 base',
    '2018 final',
    '2019 final',
    '2020 final',
    '2021 final',
    '2022 final',
    '2023 final',
    '2024 preliminary',
    '2030 forecast',
    '2035 forecast',
    '2040 forecast',
    '2045 forecast',
    '2050 forecast',
  ]);
  expect(data.rows).toHaveLength(8);
  // Every forecast cell has its range around it; no estimate has one.
  for (const row of data.cells as { value: number; low?: number; high?: number }[][]) {
    row.forEach((cell, c) => {
      if (c >= 8) expect(cell.low! <= cell.value && cell.value <= cell.high!, JSON.stringify(cell)).toBe(true);
      else expect(cell.low).toBeUndefined();
    });
  }
  // Years are never added up: no row totals and no grand total along them.
  expect(data.rowTotals.every((cell: { value: number | null }) => cell.value === null)).toBe(true);

  const csv = await request.get('/api/freight/tabulation/csv?rows=commodity_group&columns=year&measure=tons&mode=1,2');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const records: string[][] = parse(await csv.text());
  expect(records[0]!.slice(0, 4)).toEqual(['Commodity group', '2017', '2018', '2019']);
  // Only the forecast years have a range, so only they have low and high columns.
  expect(records[0]!.slice(8, 12)).toEqual(['2024', '2030', '2030 low', '2030 high']);
  // A line per row, then what the table is and whose figures, each as wide as the header.
  expect(records).toHaveLength(11);
  expect(records.at(-2)).toEqual(['Table: Weight by commodity group and year, freight to, from and within Virginia.', ...records[0]!.slice(1).map(() => '')]);
  expect(records.at(-1)).toEqual([data.release.source, ...records[0]!.slice(1).map(() => '')]);
  expect(
    records
      .slice(1, -2)
      .map((record) => record[0])
      .sort(),
  ).toEqual(data.rows.map((row: { label: string }) => row.label).sort());

  const compared = (await (await request.get('/api/freight/tabulation?rows=mode&year=2017&compare=2024&direction=outbound')).json()).data;
  compared.rows.forEach((_: unknown, i: number) => {
    const [from, to] = [compared.rowTotals[i].value, compared.comparison.rows[i].value];
    expect(compared.comparison.rows[i].change).toBeCloseTo(to - from, 3);
    // 2024 is an estimate: no range.
    expect(compared.comparison.rows[i].low).toBeUndefined();
  });
  // A forecast year compared keeps its low–high range, per row and in the total.
  const toForecast = (await (await request.get('/api/freight/tabulation?rows=mode&year=2024&compare=2050')).json()).data;
  for (const row of [...toForecast.comparison.rows, toForecast.comparison.total])
    expect(row.low <= row.value && row.value <= row.high, JSON.stringify(row)).toBe(true);

  for (const [query, field] of [
    ['rows=mode&columns=mode', 'columns'],
    ['year=2017,2024', 'year'],
    ['year=2026', 'year'],
    ['measure=weight', 'measure'],
    ['commodity=2,x', 'commodity'],
    ['area=370', 'area'],
    ['compare=2024&columns=year', 'compare'],
  ] as const) {
    const refused = await request.get(`/api/freight/tabulation?${query}`);
    expect(refused.status(), query).toBe(400);
    expect((await refused.json()).data.fields, query).toEqual({ [field]: expect.any(String) });
  }
});
