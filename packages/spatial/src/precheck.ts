import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmissionFileType } from '@vtrans/contracts/submissions';
import { wgs84 } from './crs';
import { type Dataset, describeUpload, type LayerInfo } from './describe';
import { GdalError } from './gdal';
import { intakeLimits } from './limits';
import { type ParsedFeature, readFeatures, type SourceCrs } from './read-features';
import { sniffUpload } from './sniff';

/** The extension each type is stored under: GDAL's drivers look at it (and the CSV driver needs it). */
export const fileExtensions: Record<SubmissionFileType, string> = {
  geojson: 'geojson',
  shapefile: 'zip',
  kml: 'kml',
  kmz: 'kmz',
  gpx: 'gpx',
  csv: 'csv',
  gpkg: 'gpkg',
  filegdb: 'zip',
};

/** The coordinate system a layer will be read in, and how we know it. */
export interface CrsChoice {
  srid: number | null;
  label: string;
  /** The file states it (GDAL reads its definition); otherwise the submitter chose it, or we assumed WGS 84. */
  fromFile: boolean;
  assumed?: boolean;
}

export type CrsDecision = { ok: true; crs: CrsChoice; note?: string } | { ok: false; note: string };

/**
 * Which system to read a layer in: the submitter's choice when given (a wrong .prj happens), else
 * the file's own, else WGS 84 when every coordinate could be longitude and latitude, else ask.
 */
export function decideCrs(layer: LayerInfo, type: SubmissionFileType, chosen?: { srid: number; label: string }): CrsDecision {
  if (chosen) return { ok: true, crs: { srid: chosen.srid, label: chosen.label, fromFile: false } };
  if (layer.crs) return { ok: true, crs: { srid: layer.crs.srid, label: layer.crs.name, fromFile: true } };
  const [minX, minY, maxX, maxY] = layer.extent ?? [0, 0, 0, 0];
  const looksGeographic = layer.extent !== null && minX >= -180 && maxX <= 180 && minY >= -90 && maxY <= 90;
  const missing =
    type === 'shapefile' ? 'The Shapefile has no .prj file, so its coordinate system is unknown.' : 'The file does not say which coordinate system it uses.';
  if (looksGeographic) {
    return {
      ok: true,
      crs: { ...wgs84, fromFile: false, assumed: true },
      note: `${missing} Its numbers look like longitude and latitude, so WGS 84 is assumed; if the preview is in the wrong place, choose the right system below.`,
    };
  }
  return { ok: false, note: `${missing} Choose it below.` };
}

/** How processing reads a version's coordinates, from what was stored with it. */
export function sourceCrsOf(version: { source_srid: number | null; crs_from_file: boolean }): SourceCrs {
  if (version.crs_from_file || version.source_srid === null) return { fromFile: true };
  return { fromFile: false, srid: version.source_srid };
}

export interface PrecheckLayer {
  name: string;
  geometryType: string;
  features: number;
}

export type Precheck =
  | {
      ok: true;
      type: SubmissionFileType;
      /** Every layer with features; more than one means the submitter picks. */
      layers: PrecheckLayer[];
      /** The layer that will be read (KML: its folders, together); null until one is chosen. */
      layer: string | null;
      features: number | null;
      crs: CrsChoice | null;
      crsNote: string | null;
      heights: boolean;
      measures: boolean;
      /** Up to 500 features in WGS 84, for the map and the location check. */
      preview: ParsedFeature[] | null;
      previewLimited: boolean;
    }
  | { ok: false; field: 'file' | 'layer'; message: string };

/**
 * The pre-check of an upload before it is accepted: what it is, its layers, its coordinate
 * system, and up to 500 of its features in WGS 84 — all read by GDAL in bounded child processes
 * from a temporary copy, never parsed in this process. Nothing is kept.
 */
export async function precheckUpload(bytes: Uint8Array, options: { layer?: string; chosen?: { srid: number; label: string } } = {}): Promise<Precheck> {
  const sniffed = sniffUpload(bytes);
  if (!sniffed.ok) return { ok: false, field: 'file', message: sniffed.message };
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-precheck-'));
  try {
    const filePath = path.join(folder, `upload.${fileExtensions[sniffed.type]}`);
    await writeFile(filePath, bytes);
    const description = await describeUpload(filePath, sniffed, { layer: options.layer });
    if (!description.ok) return description;
    const { layer, layers, dataset } = description;
    const answer = {
      ok: true as const,
      type: sniffed.type,
      layers: layers.map(({ name, geometryType, features }) => ({ name, geometryType, features })),
      layer: layer?.name ?? null,
      features: layer?.features ?? null,
      heights: layer?.hasZ ?? false,
      measures: layer?.hasM ?? false,
    };
    if (!layer) return { ...answer, crs: null, crsNote: null, preview: null, previewLimited: false };
    const decision = decideCrs(layer, sniffed.type, options.chosen);
    if (!decision.ok) return { ...answer, crs: null, crsNote: decision.note, preview: null, previewLimited: false };
    const preview = await previewOf(dataset, description.layerNames, decision.crs);
    if ('message' in preview) return { ok: false, field: 'file', message: preview.message };
    return {
      ...answer,
      crs: decision.crs,
      crsNote: decision.note ?? null,
      preview: preview.features,
      previewLimited: layer.features > preview.features.length,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function previewOf(dataset: Dataset, layerNames: string[], crs: CrsChoice): Promise<{ features: ParsedFeature[] } | { message: string }> {
  const features: ParsedFeature[] = [];
  try {
    const source: SourceCrs = crs.fromFile ? { fromFile: true } : { fromFile: false, srid: crs.srid! };
    for await (const feature of readFeatures({
      dataset,
      layerNames,
      crs: source,
      limit: intakeLimits.previewFeatures,
      timeoutSeconds: intakeLimits.inspectSeconds,
    })) {
      if (feature.geometry) features.push(feature);
    }
  } catch (error) {
    if (error instanceof GdalError && error.permanent) return { message: `The file could not be read. ${error.message}` };
    throw error;
  }
  return { features };
}
