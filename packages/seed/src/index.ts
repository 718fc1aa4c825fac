import type { FileStorage } from '@vtrans/storage';
import { seedBasemapLand, seedEmbeddedBasemap, seedWorldCountries } from './basemap';
import { seedContent } from './content';
import { seedDocumentLibrary } from './documents';
import { seedLayers } from './layers';
import { seedLocalities } from './localities';
import { seedFreightSample } from './freight';
import { seedPlanData } from './plan-data';
import { type Db, refreshStatistics } from '@vtrans/db';

/**
 * Loads everything a fresh install needs. Safe to run again: unchanged rows are not rewritten.
 * The document library needs the file storage its PDFs go to; without one it is left as it is.
 */
export async function seedAll(db: Db, options: { storage?: FileStorage } = {}) {
  const localities = await seedLocalities(db);
  const basemapLand = await seedBasemapLand(db);
  const worldCountries = await seedWorldCountries(db);
  // After the localities: the place names say which locality each place is in.
  const basemapFeatures = await seedEmbeddedBasemap(db);
  const content = await seedContent(db);
  const layers = await seedLayers(db);
  const planData = await seedPlanData(db);
  const documents = options.storage ? await seedDocumentLibrary(db, options.storage) : 0;
  const freightFlows = await seedFreightSample(db);
  // A fresh install has statistics at once; a re-run that changes nothing writes no version.
  const statistics = await refreshStatistics(db, 'seed');
  return {
    localities,
    basemapLand,
    worldCountries,
    basemapFeatures,
    ...content,
    layers,
    ...planData,
    documents,
    freightFlows,
    statisticsVersion: statistics.version,
  };
}

export { FreightImportError, type FreightImportResult, importFreightFile, inferYearKinds, releaseFromFileName } from './freight/import';
export { distanceBandOf, fafHeader, fafYears, generateFafSample } from './freight/sample';
export { writeSeedPdf } from './documents';
export { seedDocuments } from './data/documents';
export {
  basemapImportLimits,
  BasemapImportError,
  basemapOsmConfig,
  type BasemapImportReport,
  emptiedClasses,
  formatBasemapReport,
  importOsmBasemap,
} from './osm/import';
// What the seed writes, for the tests that check every page it makes (the sitemap sweeps).
export { pages as seedPages } from './data/pages';
export { spanishPageTranslations as seedSpanishTranslations } from './data/translations';
export { articles as seedArticles, updates as seedUpdates } from './data/datasets';
export { layers as seedLayers } from './data/layers';
