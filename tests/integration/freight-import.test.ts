import { Readable } from 'node:stream';
import { queryCommodityFlow, sql } from '@vtrans/db';
import { FreightImportError, generateFafSample, importFreightFlows } from '@vtrans/seed';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

const header = 'fr_orig,dms_orig,dms_dest,fr_dest,fr_inmode,dms_mode,fr_outmode,sctg2,trade_type,dist_band,tons_2017,value_2017,current_value_2018,tons_2030,value_2030';
const csv = (...lines: string[]) => Readable.from([`${[header, ...lines].join('\n')}\n`]);

describe('importing a FAF5 regional file', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterEach(() => database.drop());

  const count = async () => Number((await sql<{ n: string }>`select count(*) as n from freight_flows`.execute(database.db)).rows[0]!.n);
  const refreshEvents = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from outbox where event = 'stats.refresh'`.execute(database.db)).rows[0]!.n);

  it('replaces the flows with the file’s Virginia flows, one row per year with freight, and queues a statistics refresh', async () => {
    expect(await count()).toBeGreaterThan(10_000); // the seed's sample
    const result = await importFreightFlows(
      database.db,
      csv(
        ',511,370,,,1,,2,1,3,120.5,30.25,31,150,40',
        '804,512,513,,3,2,,35,2,2,10,200,210,,',
        ',370,519,,,1,,43,1,4,"1,5",9,,0,0', // a quoted cell: not a number
      ),
    ).catch((error: unknown) => error);
    // The third line's tons cell is "1,5": the import stops there and keeps nothing of the file.
    expect(result).toBeInstanceOf(FreightImportError);
    expect((result as FreightImportError).message).toBe('Line 4: tons_2017 must be a number of zero or more, not "1,5"');
    expect(await count()).toBeGreaterThan(10_000);
    expect(await refreshEvents()).toBe(0);

    const imported = await importFreightFlows(
      database.db,
      csv(
        ',511,370,,,1,,2,1,3,120.5,30.25,31,150,40',
        '804,512,513,,3,2,,35,2,2,10,200,210,,',
        ',370,480,,,1,,43,1,4,5,9,,6,7', // North Carolina to Texas: not Virginia's
        ',370,519,,,1,,7,1,4,,,,0,0', // nothing moved in any year
      ),
    );
    expect(imported).toEqual({ rows: 3, lines: 4, outsideVirginia: 1, years: [2017, 2030] });
    const rows = await database.db.selectFrom('freight_flows').select(['fr_orig', 'orig_zone', 'dest_zone', 'mode', 'commodity', 'trade_type', 'year', 'tons', 'value', 'orig_state', 'dest_state']).orderBy('id').execute();
    expect(rows).toEqual([
      { fr_orig: null, orig_zone: 511, dest_zone: 370, mode: 1, commodity: '02', trade_type: 1, year: 2017, tons: 120.5, value: 30.25, orig_state: 51, dest_state: 37 },
      { fr_orig: null, orig_zone: 511, dest_zone: 370, mode: 1, commodity: '02', trade_type: 1, year: 2030, tons: 150, value: 40, orig_state: 51, dest_state: 37 },
      { fr_orig: 804, orig_zone: 512, dest_zone: 513, mode: 2, commodity: '35', trade_type: 2, year: 2017, tons: 10, value: 200, orig_state: 51, dest_state: 51 },
    ]);
    expect(await refreshEvents()).toBe(1);
    // The lanes (flows summed over commodities) are rebuilt with them.
    const lanes = await database.db.selectFrom('freight_lanes').select(['orig_zone', 'dest_zone', 'mode', 'year', 'tons']).orderBy(['orig_zone', 'year']).execute();
    expect(lanes).toEqual([
      { orig_zone: 511, dest_zone: 370, mode: 1, year: 2017, tons: 120.5 },
      { orig_zone: 511, dest_zone: 370, mode: 1, year: 2030, tons: 150 },
      { orig_zone: 512, dest_zone: 513, mode: 2, year: 2017, tons: 10 },
    ]);
  });

  it.each([
    ['a header without FAF columns', 'origin,destination,tons\n511,370,5\n', 'Line 1: the header lacks dms_orig, dms_dest, dms_mode, sctg2, trade_type — is this a FAF regional file?'],
    ['no year columns', 'dms_orig,dms_dest,dms_mode,sctg2,trade_type\n511,370,1,02,1\n', 'Line 1: the header has no tons_YYYY and value_YYYY columns'],
    ['an unknown commodity', `${header}\n,511,370,,,1,,42,1,3,1,1,,1,1\n`, 'Line 2: sctg2 must be an SCTG2 code (01–41, 43), not "42"'],
    ['a mode out of range', `${header}\n,511,370,,,1,,01,1,3,1,1,,1,1\n,511,370,,,9,,01,1,3,1,1,,1,1\n`, 'Line 3: dms_mode must be a code from 1 to 8, not "9"'],
    ['a negative measure', `${header}\n,511,370,,,1,,01,1,3,-1,1,,1,1\n`, 'Line 2: tons_2017 must be a number of zero or more, not "-1"'],
    ['a short line', `${header}\n,511,370,,,1,,01\n`, 'Line 2:'],
    ['an empty file', '', 'Line 1: the file is empty'],
  ])('refuses %s, naming the line, and keeps the old flows', async (_what, text, message) => {
    const before = await count();
    const error = await importFreightFlows(database.db, Readable.from([text])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FreightImportError);
    expect((error as Error).message.startsWith(message)).toBe(true);
    expect(await count()).toBe(before);
  });

  it('imports the generated sample, whose flows the commodity-flow query then answers', async () => {
    const result = await importFreightFlows(database.db, Readable.from(generateFafSample({ density: 0.02, outsideShare: 1 })));
    expect(result.years).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050]);
    expect(result.outsideVirginia).toBeGreaterThan(0);
    expect(await count()).toBe(result.rows);
    const answer = await queryCommodityFlow(database.db, { scale: 'state', origin: '51', direction: 'outbound', metric: 'tons', year: 2024, mode: 'all' });
    // Outbound flows leave Virginia: no partner is in it, and the parts add up to the same total.
    expect(answer.partners.every((partner) => partner.code.length === 2 && partner.code !== '51')).toBe(true);
    const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);
    expect(total(answer.modeSplit)).toBeCloseTo(total(answer.partners), -1);
    expect(answer.trend.map((point) => point.year)).toEqual(result.years);
    expect(answer.topCommodities.length).toBe(10);
  });
});
