import { Readable } from 'node:stream';
import type { Db } from '@vtrans/db';
import { importFreightFile } from './freight/import';
import { generateFafSample } from './freight/sample';

/**
 * Loads a generated sample of freight flows through the real importer — only where no dataset
 * exists, so an imported FAF file is never replaced by the sample: the zone file (6% of the
 * possible lanes, about 7,000 lines: every chart has data, and seeding stays quick) and the state
 * file, both with HiLo forecasts. The datasets are marked as a sample, which every view of them
 * says (issue 57). Returns the lines stored.
 */
export async function seedFreightSample(db: Db): Promise<number> {
  const existing = new Set((await db.selectFrom('freight_datasets').select('geography').execute()).map((row) => row.geography));
  let stored = 0;
  for (const geography of ['zone', 'state'] as const) {
    if (existing.has(geography)) continue;
    const fileName = geography === 'zone' ? 'FAF5.7_HiLoForecasts.csv' : 'FAF5.7_State_HiLoForecasts.csv';
    const sample = generateFafSample({ density: geography === 'zone' ? 0.06 : 0.25, geography, hilo: true });
    const result = await importFreightFile(db, Readable.from(sample), { fileName, refreshStatistics: false, sample: true });
    stored += result.stored;
  }
  return stored;
}
