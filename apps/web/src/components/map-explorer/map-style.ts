import type { LayerSpecification } from 'maplibre-gl';

/** A published layer as the explorer gets it from the server. */
export interface ExplorerLayer {
  id: string;
  name: string;
  description: string;
  category: string;
  geometryType: 'point' | 'line' | 'polygon';
  style: { paint: Record<string, unknown>; legend: { label: string; color: string }[] };
  source: string;
  /** Tile URL template relative to the site, carrying the layer's version. */
  tiles: string;
}

/** The comments' own map layer: its id in the layer list and in shared views. */
export const commentsLayerId = 'comments';
export const commentLayerIds = ['comments-areas', 'comments-lines', 'comments-points', 'comments-clusters'] as const;
type Paint = Record<string, unknown>;

/** A plan layer drawn at an opacity (0–1) chosen by the visitor, on top of its own style's. */
export function dataLayerSpec(layer: ExplorerLayer, opacity: number, visible: boolean): LayerSpecification {
  const paint = layer.style.paint;
  const base = { id: layer.id, source: layer.id, 'source-layer': layer.id, layout: { visibility: visible ? 'visible' : 'none' } } as const;
  const scaled = (key: string) => (typeof paint[key] === 'number' ? (paint[key] as number) : 1) * opacity;
  if (layer.geometryType === 'line') return { ...base, type: 'line', paint: { ...paint, 'line-opacity': scaled('line-opacity') } as Paint };
  if (layer.geometryType === 'point') return { ...base, type: 'circle', paint: { ...paint, 'circle-opacity': scaled('circle-opacity') } as Paint };
  return { ...base, type: 'fill', paint: { ...paint, 'fill-opacity': scaled('fill-opacity') } as Paint };
}

const commentColor = '#8b1a89';
const answeredColor = '#00756a';
const byAnswer = ['case', ['==', ['get', 'answered'], true], answeredColor, commentColor];

/** The comments: areas, lines, single points, and clusters sized by how many they hold. */
export function commentLayerSpecs(visible: boolean): LayerSpecification[] {
  const common = { source: commentsLayerId, 'source-layer': 'comments', layout: { visibility: visible ? 'visible' : 'none' } } as const;
  return [
    {
      ...common,
      id: 'comments-areas',
      type: 'fill',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': byAnswer, 'fill-opacity': 0.25, 'fill-outline-color': commentColor } as Paint,
    },
    {
      ...common,
      id: 'comments-lines',
      type: 'line',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': byAnswer, 'line-width': 4, 'line-dasharray': [2, 1] } as Paint,
    },
    {
      ...common,
      id: 'comments-points',
      type: 'circle',
      filter: ['all', ['==', ['geometry-type'], 'Point'], ['==', ['get', 'count'], 1]],
      paint: { 'circle-color': byAnswer, 'circle-radius': 7, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 } as Paint,
    },
    {
      ...common,
      id: 'comments-clusters',
      type: 'circle',
      filter: ['>', ['get', 'count'], 1],
      paint: {
        'circle-color': commentColor,
        'circle-radius': ['step', ['get', 'count'], 12, 10, 16, 50, 22],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      ...common,
      id: 'comments-cluster-count',
      type: 'symbol',
      filter: ['>', ['get', 'count'], 1],
      layout: { ...common.layout, 'text-field': ['to-string', ['get', 'count']], 'text-font': ['sans-serif'], 'text-size': 12 },
      paint: { 'text-color': '#ffffff' },
    },
  ];
}

export const commentLegend = [
  { label: 'Comment', color: commentColor },
  { label: 'Comment with a staff response', color: answeredColor },
];
