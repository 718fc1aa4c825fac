import type { Db } from '../db';
import { seedBasemapLand } from './basemap';
import { seedContent } from './content';
import { seedLayers } from './layers';
import { seedLocalities } from './localities';
import { seedFreightSample } from './freight';
import { seedPlanData } from './plan-data';
import { refreshStatistics } from '../queries/statistics';

/** Loads everything a fresh install needs. Safe to run again: unchanged rows are not rewritten. */
export async function seedAll(db: Db) {
  const localities = await seedLocalities(db);
  const basemapLand = await seedBasemapLand(db);
  const content = await seedContent(db);
  const layers = await seedLayers(db);
  const planData = await seedPlanData(db);
  const freightFlows = await seedFreightSample(db);
  // A fresh install has statistics at once; a re-run that changes nothing writes no version.
  const statistics = await refreshStatistics(db, 'seed');
  return { localities, basemapLand, ...content, layers, ...planData, freightFlows, statisticsVersion: statistics.version };
}
