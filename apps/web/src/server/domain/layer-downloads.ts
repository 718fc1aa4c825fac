import 'server-only';
import { AppError } from '@vtrans/contracts/errors';
import type { DownloadFormat } from '@vtrans/contracts/open-data';
import { findPublishedLayerNaming, requestLayerDownloads } from '@vtrans/db';
import { downloadFormatSpecs, layerDownloadFile } from '@vtrans/spatial/export';
import { db } from '../platform/db';
import { fileStorage } from '../platform/storage';

/**
 * A published layer's downloads (issues 23 and 59). The worker writes every format as soon as the
 * layer's features change (apps/worker/src/processors/layer-downloads.ts) and keeps them in file
 * storage under the layer's version; this only finds them. The web process never runs GDAL for a
 * reader: a file not written yet is a 503 with Retry-After, never a request held open.
 */
export interface LayerDownload {
  key: string;
  size: number;
  version: string;
  fileName: string;
  contentType: string;
}

/** The layer's current file in `format`; null when no such layer is published. */
export async function layerDownload(layerId: string, format: DownloadFormat): Promise<LayerDownload | null> {
  const layer = await findPublishedLayerNaming(db(), layerId);
  if (!layer) return null;
  const { key, fileName } = layerDownloadFile({ id: layerId, ...layer }, format);
  const size = await fileStorage()
    .size(key)
    .catch(() => null);
  if (size === null) {
    await requestLayerDownloads(db(), layerId);
    throw new AppError('unavailable', 'This file is being prepared from the newest version of the dataset. Please try again in a minute.', {
      retryAfterSeconds: 30,
    });
  }
  return { key, size, version: layer.version, fileName, contentType: downloadFormatSpecs[format].contentType };
}
