import type { Db } from '../db';
import { seedContent } from './content';
import { seedLayers } from './layers';
import { seedLocalities } from './localities';

/** Loads everything a fresh install needs. Safe to run again: unchanged rows are not rewritten. */
export async function seedAll(db: Db) {
  const localities = await seedLocalities(db);
  const content = await seedContent(db);
  const layers = await seedLayers(db);
  return { localities, ...content, layers };
}
