import type { DownloadFormat } from '@vtrans/contracts/open-data';

/** A published layer's page, and its download in one format (issue 23). */
export const datasetPath = (id: string) => `/interactvtrans/datasets/${id}`;
export const downloadPath = (id: string, format: DownloadFormat) => `/api/datasets/${id}/download/${format}`;

/** A layer's shapes (its geometry type), as a person would name them. */
export const geometryName = (type: string) => ({ point: 'Points', line: 'Lines', polygon: 'Areas' })[type] ?? type;

/**
 * A download's file name (without extension) from the dataset's name: lower case, accents
 * dropped, words joined by hyphens ("Urban Development Areas" → urban-development-areas). The
 * layer's id when the name leaves nothing (all punctuation).
 */
export function datasetFileBaseName(name: string, layerId: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return words || layerId;
}
