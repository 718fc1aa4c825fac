import { downloadFormats, type DownloadFormat } from '@vtrans/contracts/open-data';
import {
  type Db,
  findPublishedLayerNaming,
  layerExportSql,
  listLayerFields,
  listLayerShapeKinds,
  recordLayerDownloads,
  shapeKinds,
  withLayerDownloadsLock,
} from '@vtrans/db';
import { datasetFileBaseName, layerDownloadFile, layerDownloadFolder, type VectorFileLayer, writeVectorFile } from '@vtrans/spatial';
import type { FileStorage } from '@vtrans/storage';
import type { EventHandlers } from '../jobs/run-job';

export interface LayerDownloadDeps {
  db: Db;
  storage: FileStorage;
  /** GDAL reads the layer from PostGIS itself, with this address. */
  databaseUrl: string;
}

/**
 * What a file holds: the whole layer in one, or, in a GeoPackage or Shapefile, one layer per kind
 * of shape, each declared as its type (named for the kind when there are several).
 */
async function layersToWrite(db: Db, layerId: string, baseName: string, format: DownloadFormat): Promise<VectorFileLayer[]> {
  const fields = await listLayerFields(db, layerId);
  if (format !== 'gpkg' && format !== 'shapefile')
    return [{ name: baseName, sql: layerExportSql(layerId, fields, undefined, { spreadsheet: format === 'csv' }) }];
  const kinds = (await listLayerShapeKinds(db, layerId)).filter((kind) => format === 'gpkg' || shapeKinds[kind].inShapefile);
  const name = baseName.replaceAll('-', '_');
  if (kinds.length === 0) return [{ name, sql: layerExportSql(layerId, fields) }];
  return kinds.map((kind) => ({
    name: kinds.length === 1 ? name : `${name}_${kind}`,
    sql: layerExportSql(layerId, fields, kind),
    geometryType: shapeKinds[kind].declared,
  }));
}

/**
 * A published layer's download files (issue 59), written here as soon as its features change —
 * the trigger that versions the layer puts the event in the outbox — so a reader's first request
 * is served a file and never waits on GDAL. Each file is kept under its version's folder
 * (`layerDownloadFolder`); the job writes the version current when it runs, skips files already
 * there (a repeated job, or two in a row), and then removes every other version's files. Should
 * the layer change while the files are written, that change's own event writes them again and
 * tidies instead.
 */
export function createLayerDownloadHandlers(deps: LayerDownloadDeps): EventHandlers {
  const { db, storage } = deps;
  return {
    // One job per layer at a time (on any worker): each tidies away the other versions' files.
    'layer.write-downloads': ({ layerId }, { log }) =>
      withLayerDownloadsLock(db, layerId, async () => {
        const layer = await findPublishedLayerNaming(db, layerId);
        if (!layer) return { skipped: 'not published' };
        const written: DownloadFormat[] = [];
        const sizes: Partial<Record<DownloadFormat, number>> = {};
        for (const format of downloadFormats) {
          const { key } = layerDownloadFile({ id: layerId, ...layer }, format);
          const stored = await storage.size(key).catch(() => null);
          if (stored !== null) {
            sizes[format] = stored;
            continue;
          }
          const started = performance.now();
          const layers = await layersToWrite(db, layerId, datasetFileBaseName(layer.name, layerId), format);
          await storage.putWritten(key, (filePath) => writeVectorFile(deps.databaseUrl, format, layers, filePath, layer.updatedAt));
          sizes[format] = await storage.size(key);
          log.info({ layerId, version: layer.version, format, durationMs: Math.round(performance.now() - started) }, 'layer download written');
          written.push(format);
        }
        // Recorded only if the version is still current: the layer changed meanwhile, and that
        // change's job (waiting for this one) writes, records and tidies instead.
        if (!(await recordLayerDownloads(db, layerId, layer.version, sizes))) return { version: layer.version, written, superseded: true };
        const current = layerDownloadFolder(layerId, layer.version);
        const stale = (await storage.list(`downloads/${layerId}`)).filter((key) => !key.startsWith(current));
        await Promise.all(stale.map((key) => storage.remove(key)));
        return { version: layer.version, written, removed: stale.length };
      }),
  };
}
