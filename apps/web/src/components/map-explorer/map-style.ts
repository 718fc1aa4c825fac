import { type ShapeKind, shapePaint } from '@vtrans/contracts/map';
import type { LayerSpecification } from 'maplibre-gl';

export type { ShapeKind };
export const shapeKinds: readonly ShapeKind[] = ['point', 'line', 'polygon'];

/** A published layer as the explorer gets it from the server. */
export interface ExplorerLayer {
  id: string;
  name: string;
  description: string;
  category: string;
  /** The kind its style was chosen for (its commonest). */
  geometryType: ShapeKind;
  /** Every kind of shape it holds (the layers table's `shape_counts`): a layer may hold points, lines and areas together. */
  shapes: ShapeKind[];
  style: { paint: Record<string, unknown>; legend: { label: string; color: string }[] };
  source: string;
  /** Tile URL template relative to the site, carrying the layer's version. */
  tiles: string;
}

/** The comments' own map layer: its id in the layer list and in shared views. */
export const commentsLayerId = 'comments';
export const commentLayerIds = ['comments-areas', 'comments-lines', 'comments-points', 'comments-clusters'] as const;
type Paint = Record<string, unknown>;

/** The geometry types of a kind as a tile's features name them (MapLibre has named the multi-part ones both ways). */
const geometryTypes: Record<ShapeKind, string[]> = {
  point: ['Point', 'MultiPoint'],
  line: ['LineString', 'MultiLineString'],
  polygon: ['Polygon', 'MultiPolygon'],
};

/** A kind's MapLibre layer id: the layer's own for the kind its style was chosen for. */
const specId = (layer: ExplorerLayer, kind: ShapeKind) => (kind === layer.geometryType ? layer.id : `${layer.id}--${kind}`);

/** The kinds drawn, bottom to top — areas under lines under points, so none hides another: each it holds, and always its styled kind. */
const drawnKinds = (layer: ExplorerLayer): ShapeKind[] =>
  (['polygon', 'line', 'point'] as const).filter((kind) => kind === layer.geometryType || layer.shapes.includes(kind));

/** The MapLibre layers that draw a plan layer: where a click on it identifies a feature. */
export const dataLayerIds = (layer: ExplorerLayer): string[] => drawnKinds(layer).map((kind) => specId(layer, kind));

/**
 * A plan layer drawn at an opacity (0–1) chosen by the visitor, on top of its own style's: one
 * MapLibre layer per kind of shape it holds. A layer of points, lines and areas together showed
 * only its commonest kind (issue 58); each other kind is drawn in the legend's colour, and only its
 * own shapes, so the styled kind's paint never meets a shape it was not made for.
 */
export function dataLayerSpecs(layer: ExplorerLayer, opacity: number, visible: boolean): LayerSpecification[] {
  const kinds = drawnKinds(layer);
  const color = layer.style.legend[0]?.color ?? '#d83933';
  return kinds.map((kind) => {
    // A kind the style was not chosen for: in the legend's colour, as publishing draws that kind.
    const paint = kind === layer.geometryType ? layer.style.paint : shapePaint(kind, color);
    const base = {
      id: specId(layer, kind),
      source: layer.id,
      'source-layer': layer.id,
      layout: { visibility: visible ? 'visible' : 'none' },
      ...(kinds.length > 1 ? { filter: ['in', ['geometry-type'], ['literal', geometryTypes[kind]]] } : {}),
    } as const;
    const scaled = (key: string) => (typeof paint[key] === 'number' ? (paint[key] as number) : 1) * opacity;
    if (kind === 'line') return { ...base, type: 'line', paint: { ...paint, 'line-opacity': scaled('line-opacity') } as Paint } as LayerSpecification;
    if (kind === 'point') {
      const circles = { ...paint, 'circle-opacity': scaled('circle-opacity'), 'circle-stroke-opacity': scaled('circle-stroke-opacity') };
      return { ...base, type: 'circle', paint: circles as Paint } as LayerSpecification;
    }
    return { ...base, type: 'fill', paint: { ...paint, 'fill-opacity': scaled('fill-opacity') } as Paint } as LayerSpecification;
  });
}

/** The comments' colours: the layer panel's legend names them in the page's language. */
export const commentColor = '#8b1a89';
export const answeredColor = '#00756a';
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
