import { sql } from 'kysely';
import { Readable } from 'node:stream';
import type { Db } from '@vtrans/db';
import { importFreightFlows } from './freight/import';
import { generateFafSample } from './freight/sample';

/**
 * Loads a generated sample of freight flows through the real importer — only into an empty
 * table, so an imported FAF file is never replaced by the sample. 6% of the possible lanes gives
 * about 70,000 rows: every chart has data, and seeding stays quick.
 */
export async function seedFreightSample(db: Db): Promise<number> {
  const existing = await db.selectFrom('freight_flows').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return Number(existing.n);
  const result = await importFreightFlows(db, Readable.from(generateFafSample({ density: 0.06 })), { refreshStatistics: false });
  return result.rows;
}
