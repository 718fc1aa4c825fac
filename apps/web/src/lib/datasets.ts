import type { DownloadFormat } from '@vtrans/contracts/open-data';

/** A published layer's page, and its download in one format (issue 23). */
export const datasetPath = (id: string) => `/interactvtrans/datasets/${id}`;
export const downloadPath = (id: string, format: DownloadFormat) => `/api/datasets/${id}/download/${format}`;

/** How many of a layer's features are of each kind of shape (the layers table's `shape_counts`). */
type ShapeCounts = Partial<Record<'point' | 'line' | 'polygon' | 'collection', number>>;

/** Each kind's words: one, several, and several as a heading. */
const shapeWords: Record<string, readonly [string, string, string]> = {
  point: ['point', 'points', 'Points'],
  line: ['line', 'lines', 'Lines'],
  polygon: ['area', 'areas', 'Areas'],
  collection: ['collection of shapes', 'collections of shapes', 'Collections of shapes'],
};
const shapeOrder = ['point', 'line', 'polygon', 'collection'] as const;

/**
 * A layer's shapes as a person would name them: "Lines" when it holds one kind, and each kind
 * counted when it holds several ("1 point, 1 line and 1 area"), not the one kind its map style was
 * chosen for. `geometryType` names a layer without features.
 */
export function shapesDescription(shapes: ShapeCounts, geometryType: string): string {
  const present = shapeOrder.filter((kind) => (shapes[kind] ?? 0) > 0);
  if (present.length === 0) return shapeWords[geometryType]?.[2] ?? geometryType;
  if (present.length === 1) return shapeWords[present[0]!]![2];
  const counted = present.map((kind) => {
    const count = shapes[kind]!;
    const [one, many] = shapeWords[kind]!;
    return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  });
  return `${counted.slice(0, -1).join(', ')} and ${counted.at(-1)}`;
}
