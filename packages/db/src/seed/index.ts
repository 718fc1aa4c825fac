import type { Db } from '../db';
import { seedBasemapLand } from './basemap';
import { seedContent } from './content';
import { seedLayers } from './layers';
import { seedLocalities } from './localities';

/** Loads everything a fresh install needs. Safe to run again: unchanged rows are not rewritten. */
export async function seedAll(db: Db) {
  const localities = await seedLocalities(db);
  const basemapLand = await seedBasemapLand(db);
  const content = await seedContent(db);
  const layers = await seedLayers(db);
  return { localities, basemapLand, ...content, layers };
}
