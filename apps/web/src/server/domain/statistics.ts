import 'server-only';
import { latestStatistics, listStatisticsVersions } from '@vtrans/db';
import { cachedByTag } from '../platform/content-cache';
import { db } from '../platform/db';

/**
 * The InteractVTrans statistics as the worker last stored them — read through the `statistics`
 * cache tag, which changes when a new version is stored. Never computed here.
 */
export function statisticsData() {
  return cachedByTag('statistics', ['latest'], () => latestStatistics(db()));
}

export function statisticsVersionsData() {
  return cachedByTag('statistics', ['versions'], () => listStatisticsVersions(db()));
}
