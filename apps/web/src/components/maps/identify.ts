import type { MapGeoJSONFeature, Map as MapLibreMap, PointLike } from 'maplibre-gl';

/**
 * How far from a click or tap a feature still counts as clicked, in CSS pixels: a finger covers
 * about 44 px (WCAG 2.5.5's target size), a mouse pointer a few. A 2 px line is hard to hit
 * exactly with either.
 */
const tolerance = { mouse: 8, touch: 22 } as const;

/** The rendered features of `layers` under a point or, when there are none, within reach of it. */
export function featuresNear(map: MapLibreMap, point: { x: number; y: number }, layers: string[], touch: boolean): MapGeoJSONFeature[] {
  if (layers.length === 0) return [];
  const exact = map.queryRenderedFeatures([point.x, point.y], { layers });
  if (exact.length) return exact;
  const radius = touch ? tolerance.touch : tolerance.mouse;
  const box: [PointLike, PointLike] = [
    [point.x - radius, point.y - radius],
    [point.x + radius, point.y + radius],
  ];
  return map.queryRenderedFeatures(box, { layers });
}
