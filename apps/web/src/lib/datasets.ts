import type { DownloadFormat } from '@vtrans/contracts';

/** A published layer's page, and its download in one format (issue 23). */
export const datasetPath = (id: string) => `/interactvtrans/datasets/${id}`;
export const downloadPath = (id: string, format: DownloadFormat) => `/api/datasets/${id}/download/${format}`;

/** A layer's shapes (its geometry type), as a person would name them. */
export const geometryName = (type: string) => ({ point: 'Points', line: 'Lines', polygon: 'Areas' })[type] ?? type;
