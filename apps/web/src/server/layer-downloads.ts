import 'server-only';
import { AppError } from '@vtrans/contracts/errors';
import { type DownloadFormat } from '@vtrans/contracts/open-data';
import { findPublishedLayerNaming, layerExportSql, listLayerFields, listLayerShapeKinds, shapeKinds } from '@vtrans/db';
import { downloadFormatSpecs, GdalError, type VectorFileLayer, writeVectorFile } from '@vtrans/spatial';
import { webEnv } from '@/env';
import { db } from './db';
import { logger } from './logger';
import { fileStorage } from './storage';
import { datasetFileBaseName } from '@/lib/datasets';

/**
 * A published layer's downloads (issue 23). Each is written once per layer version, by GDAL from
 * PostGIS, on the first request for it, and kept in file storage under
 * `downloads/{layer}/{version}.w{writer revision}/`: a new approval gives the layer a new version, so the next request
 * writes new files, and the older version's are removed then. Every instance shares the storage,
 * so a file is written once however many answer requests; two instances asking at the same moment
 * may both write it, harmlessly (the rename is atomic).
 */
export interface LayerDownload {
  key: string;
  size: number;
  version: string;
  fileName: string;
  contentType: string;
}

const writing = new Map<string, Promise<void>>();

/**
 * Which way of writing the files the stored ones were made by: a change in how a format is written
 * (the CSV's cells made spreadsheet-safe, issue 38) gives every layer's files a new folder, so
 * files written before are replaced on the next request rather than served on.
 */
const WRITER_REVISION = 2;

/**
 * What a file holds: the whole layer in one, or, in a GeoPackage or Shapefile, one layer per kind
 * of shape, each declared as its type (named for the kind when there are several).
 */
async function layersToWrite(layerId: string, baseName: string, format: DownloadFormat): Promise<VectorFileLayer[]> {
  const fields = await listLayerFields(db(), layerId);
  if (format !== 'gpkg' && format !== 'shapefile') return [{ name: baseName, sql: layerExportSql(layerId, fields, undefined, { spreadsheet: format === 'csv' }) }];
  const kinds = (await listLayerShapeKinds(db(), layerId)).filter((kind) => format === 'gpkg' || shapeKinds[kind].inShapefile);
  const name = baseName.replaceAll('-', '_');
  if (kinds.length === 0) return [{ name, sql: layerExportSql(layerId, fields) }];
  return kinds.map((kind) => ({
    name: kinds.length === 1 ? name : `${name}_${kind}`,
    sql: layerExportSql(layerId, fields, kind),
    geometryType: shapeKinds[kind].declared,
  }));
}

const folderOf = (version: string) => `${version}.w${WRITER_REVISION}`;

async function writeDownload(layerId: string, baseName: string, version: string, format: DownloadFormat, key: string): Promise<void> {
  const storage = fileStorage();
  const started = performance.now();
  const layers = await layersToWrite(layerId, baseName, format);
  await storage.putWritten(key, (filePath) => writeVectorFile(webEnv().DATABASE_URL, format, layers, filePath));
  logger().info({ layerId, version, format, durationMs: Math.round(performance.now() - started) }, 'layer download written');
  const stale = (await storage.list(`downloads/${layerId}`)).filter((other) => !other.startsWith(`downloads/${layerId}/${folderOf(version)}/`));
  await Promise.all(stale.map((other) => storage.remove(other)));
}

/** The layer's current file in `format`, written first if need be; null when no such layer is published. */
export async function layerDownload(layerId: string, format: DownloadFormat): Promise<LayerDownload | null> {
  const layer = await findPublishedLayerNaming(db(), layerId);
  if (!layer) return null;
  const { version } = layer;
  const spec = downloadFormatSpecs[format];
  // Named after the dataset, as a reader's downloads folder should show it: urban-development-areas.gpkg, not submission-32.gpkg.
  const baseName = datasetFileBaseName(layer.name, layerId);
  const fileName = `${baseName}.${spec.extension}`;
  const key = `downloads/${layerId}/${folderOf(version)}/${fileName}`;
  const storage = fileStorage();
  let size = await storage.size(key).catch(() => null);
  if (size === null) {
    // One writer per file in this process; the others wait for it.
    let pending = writing.get(key);
    if (!pending) {
      pending = writeDownload(layerId, baseName, version, format, key).finally(() => writing.delete(key));
      writing.set(key, pending);
    }
    await pending.catch((error: unknown) => {
      // Two files are written at a time per process, with a short line behind them.
      if (error instanceof GdalError && error.kind === 'busy') {
        throw new AppError('unavailable', 'Many downloads are being prepared just now. Please try again in a minute.', { retryAfterSeconds: 30 });
      }
      throw error;
    });
    size = await storage.size(key);
  }
  return { key, size, version, fileName, contentType: spec.contentType };
}
