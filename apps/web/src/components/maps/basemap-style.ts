import type { ExpressionSpecification, LayerSpecification, RequestParameters, StyleSpecification } from 'maplibre-gl';

/**
 * MapLibre fetches tiles from a worker, where a relative URL would not resolve. (Not `new URL()`:
 * it would percent-encode the {z}/{x}/{y} placeholders.)
 */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Our TileJSON names its tiles by path (the server cannot know the address it is reached by). */
export function transformRequest(url: string): RequestParameters {
  return { url: url.startsWith('/') ? absoluteUrl(url) : url };
}

/** The first label layer: data layers go below it, so streets and places stay readable on top. */
export const firstLabelLayerId = 'waterway-labels';

const source = { source: 'basemap' } as const;
const zoomed = (stops: [number, number][]): ExpressionSpecification => ['interpolate', ['exponential', 1.5], ['zoom'], ...stops.flat()];
const text = { 'text-font': ['sans-serif'] };
const halo = { 'text-color': '#2e2e2e', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 };

/**
 * Roads, most important last so they are drawn on top: a casing under each fill, widths growing
 * with the zoom. Colours follow the convention map readers know (motorways red, trunks orange,
 * primaries yellow, the rest white), kept apart from the plan layers' and the comments' colours.
 */
const roadClasses = [
  {
    id: 'path',
    fill: '#ffffff',
    casing: '#b8b2a8',
    widths: [
      [15, 1],
      [18, 3],
    ],
  },
  {
    id: 'service',
    fill: '#ffffff',
    casing: '#bdb7ad',
    widths: [
      [15, 1.5],
      [18, 6],
    ],
  },
  {
    id: 'minor',
    fill: '#ffffff',
    casing: '#b5aea3',
    widths: [
      [13, 1.2],
      [15, 4],
      [18, 14],
    ],
  },
  {
    id: 'tertiary',
    fill: '#ffffff',
    casing: '#a39c90',
    widths: [
      [11, 1],
      [15, 5],
      [18, 16],
    ],
  },
  {
    id: 'secondary',
    fill: '#f4f2b9',
    casing: '#8f8a47',
    widths: [
      [9, 1],
      [15, 6],
      [18, 18],
    ],
  },
  {
    id: 'primary',
    fill: '#f9d49c',
    casing: '#b07a2a',
    widths: [
      [8, 1],
      [15, 7],
      [18, 20],
    ],
  },
  {
    id: 'trunk',
    fill: '#f6b08f',
    casing: '#b3593a',
    widths: [
      [6, 1],
      [15, 8],
      [18, 22],
    ],
  },
  {
    id: 'motorway',
    fill: '#e7909e',
    casing: '#ad4a5d',
    widths: [
      [5, 1.2],
      [15, 9],
      [18, 24],
    ],
  },
] as const;

function roadLayers(): LayerSpecification[] {
  const casings: LayerSpecification[] = roadClasses.map((road) => ({
    ...source,
    id: `road-${road.id}-casing`,
    type: 'line',
    'source-layer': 'roads',
    filter: ['==', ['get', 'class'], road.id],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': road.casing, 'line-width': zoomed(road.widths.map(([zoom, width]) => [zoom, width + 1.5])) },
  }));
  const fills: LayerSpecification[] = roadClasses.map((road) => ({
    ...source,
    id: `road-${road.id}`,
    type: 'line',
    'source-layer': 'roads',
    filter: ['==', ['get', 'class'], road.id],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': road.fill,
      'line-width': zoomed(road.widths.map(([zoom, width]) => [zoom, width])),
      ...(road.id === 'path' ? { 'line-dasharray': [2, 1] } : {}),
    },
  }));
  return [...casings, ...fills];
}

function roadLabels(id: string, classes: string[], minzoom: number): LayerSpecification {
  return {
    ...source,
    id,
    type: 'symbol',
    'source-layer': 'roads',
    filter: ['match', ['get', 'class'], classes, true, false],
    minzoom,
    layout: {
      ...text,
      'text-field': ['get', 'name'],
      'symbol-placement': 'line',
      'text-size': zoomed([
        [12, 10],
        [16, 12],
        [18, 14],
      ]),
      'symbol-spacing': 300,
    },
    paint: halo,
  };
}

/**
 * The basemap's layers, in drawing order (bottom first). Of two labels that collide, the one in
 * the later layer is kept: places over localities over shields over street names.
 */
function basemapLayers(): LayerSpecification[] {
  return [
    { id: 'water', type: 'background', paint: { 'background-color': '#c6dff0' } },
    { ...source, id: 'land', type: 'fill', 'source-layer': 'land', paint: { 'fill-color': '#f5f3ee' } },
    { ...source, id: 'parks', type: 'fill', 'source-layer': 'parks', paint: { 'fill-color': '#d7e8cc' } },
    { ...source, id: 'water-areas', type: 'fill', 'source-layer': 'water', paint: { 'fill-color': '#c6dff0' } },
    {
      ...source,
      id: 'waterways',
      type: 'line',
      'source-layer': 'waterways',
      paint: {
        'line-color': '#8fbfe0',
        'line-width': zoomed([
          [6, 0.8],
          [10, 1.5],
          [15, 4],
          [18, 10],
        ]),
      },
    },
    { ...source, id: 'buildings', type: 'fill', 'source-layer': 'buildings', minzoom: 14, paint: { 'fill-color': '#e4dfd7', 'fill-outline-color': '#cfc7bb' } },
    {
      ...source,
      id: 'locality-boundaries',
      type: 'line',
      'source-layer': 'localities',
      paint: { 'line-color': '#9a9a9a', 'line-width': 0.7, 'line-dasharray': [3, 2] },
    },
    { ...source, id: 'state-boundaries', type: 'line', 'source-layer': 'land', paint: { 'line-color': '#5c5c5c', 'line-width': 1.2 } },
    {
      ...source,
      id: 'rail',
      type: 'line',
      'source-layer': 'rail',
      paint: {
        'line-color': '#8c8c8c',
        'line-width': zoomed([
          [8, 0.8],
          [15, 2],
        ]),
        'line-dasharray': [3, 2],
      },
    },
    ...roadLayers(),
    {
      ...source,
      id: firstLabelLayerId,
      type: 'symbol',
      'source-layer': 'waterways',
      minzoom: 8,
      layout: { ...text, 'text-field': ['get', 'name'], 'symbol-placement': 'line', 'text-size': 12, 'text-letter-spacing': 0.05 },
      paint: { 'text-color': '#2b5f8a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
    },
    // Major roads are named from zoom 12, the other streets from 14 (every named street at 15+ where it fits).
    roadLabels('road-labels-minor', ['minor', 'service', 'path'], 14),
    roadLabels('road-labels', ['motorway', 'trunk', 'primary', 'secondary', 'tertiary'], 12),
    {
      ...source,
      id: 'road-shields',
      type: 'symbol',
      'source-layer': 'roads',
      filter: ['has', 'number'],
      minzoom: 6,
      layout: {
        ...text,
        'text-field': ['get', 'number'],
        'text-size': 11,
        'icon-image': ['match', ['get', 'network'], 'I', 'shield-interstate', 'US', 'shield-us', 'shield-state'],
        'icon-text-fit': 'both',
        'icon-text-fit-padding': [2, 4, 2, 4],
        'symbol-placement': 'line',
        'symbol-spacing': 350,
        'icon-rotation-alignment': 'viewport',
        'text-rotation-alignment': 'viewport',
        'symbol-sort-key': ['-', ['get', 'rank']],
      },
      paint: { 'text-color': ['match', ['get', 'network'], 'I', '#ffffff', '#1b1b1b'] },
    },
    {
      ...source,
      id: 'locality-labels',
      type: 'symbol',
      'source-layer': 'locality-labels',
      // Counties and cities from zoom 7 (below, towns' names would be crowded out), until streets take over.
      minzoom: 7,
      maxzoom: 11,
      layout: { ...text, 'text-field': ['get', 'name'], 'text-size': 12, 'text-transform': 'uppercase', 'text-letter-spacing': 0.08 },
      paint: { 'text-color': '#5c5c5c', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    },
    {
      ...source,
      id: 'place-labels',
      type: 'symbol',
      'source-layer': 'places',
      layout: {
        ...text,
        'text-field': ['get', 'name'],
        'text-size': ['match', ['get', 'class'], 'city', 15, 'town', 13, 12],
        'symbol-sort-key': ['-', ['get', 'rank']],
        'text-padding': 4,
      },
      paint: halo,
    },
  ];
}

/**
 * The default basemap, drawn from our own tiles (the embedded default, or an OpenStreetMap
 * import where one reaches): water is the background, land the US states; roads with route
 * shields, rivers, parks, railways, buildings, places and Virginia's localities on top. The
 * TileJSON gives the versioned tile address and the attribution. No glyphs URL: MapLibre renders
 * labels with the browser's own fonts, so nothing is fetched from another host.
 */
export function ownBasemapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { basemap: { type: 'vector', url: absoluteUrl('/api/map-explorer/basemap/tiles.json') } },
    layers: basemapLayers(),
  };
}
