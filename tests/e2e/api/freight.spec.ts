import { expect, test } from '@playwright/test';
import { freightDirections, freightMetrics, freightModes, freightScales } from '@vtrans/contracts/freight';

test('commodity-filters lists what the charts can be filtered by, and names an unknown scale or metric', async ({ request }) => {
  const response = await request.get('/api/freight/commodity-filters?scale=region&metric=value');
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data).toMatchObject({ scale: 'region', metric: 'value', unit: 'million dollars (2017)', directions: [...freightDirections], defaultYear: 2024 });
  expect(data.origins.map((origin: { code: string }) => origin.code)).toEqual(['511', '512', '513', '519']);
  expect(data.modes.map((mode: { code: string }) => mode.code)).toEqual([...freightModes]);
  expect(data.years).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050]);

  for (const [parameter, value] of [['scale', 'nation'], ['metric', 'weight']] as const) {
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
  expect(truck.trend.find((point: { year: number }) => point.year === 2030).amount).toBe(all.modeSplit.find((mode: { code: string }) => mode.code === 'truck').amount);
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
