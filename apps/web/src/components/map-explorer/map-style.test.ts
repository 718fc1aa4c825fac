import { describe, expect, it } from 'vitest';
import { dataLayerIds, dataLayerSpecs, type ExplorerLayer } from './map-style';

const pointStyle = { paint: { 'circle-color': '#123456', 'circle-radius': 5 }, legend: [{ label: 'Stops', color: '#123456' }] };
const layer = (shapes: ExplorerLayer['shapes']): ExplorerLayer => ({
  id: 'submission-7',
  name: 'Stops',
  description: '',
  category: 'Transit',
  geometryType: 'point',
  shapes,
  style: pointStyle,
  source: 'Richmond',
  tiles: '/api/map-explorer/tiles/submission-7/{z}/{x}/{y}?v=1',
});

describe('a plan layer on the map (issue 58: a layer of several kinds of shape drew only its commonest)', () => {
  it('draws a layer of one kind as before: one MapLibre layer under its own id, in its own style, unfiltered', () => {
    const [spec, ...more] = dataLayerSpecs(layer(['point']), 0.5, true);
    expect(more).toEqual([]);
    expect(spec).toMatchObject({ id: 'submission-7', type: 'circle', source: 'submission-7', paint: { 'circle-color': '#123456', 'circle-opacity': 0.5 } });
    expect(spec).not.toHaveProperty('filter');
    expect(dataLayerIds(layer([]))).toEqual(['submission-7']);
  });

  it('draws every kind a layer holds, areas under lines under points, each only its own shapes, in the legend’s colour', () => {
    const specs = dataLayerSpecs(layer(['point', 'line', 'polygon']), 1, false);
    expect(specs.map((spec) => [spec.id, spec.type])).toEqual([
      ['submission-7--polygon', 'fill'],
      ['submission-7--line', 'line'],
      ['submission-7', 'circle'],
    ]);
    expect(specs.map((spec) => (spec as { filter?: unknown }).filter)).toEqual([
      ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
      ['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]],
      ['in', ['geometry-type'], ['literal', ['Point', 'MultiPoint']]],
    ]);
    expect(specs[1]!.paint).toMatchObject({ 'line-color': '#123456' });
    // The visitor's opacity reaches every kind, a point's white outline too.
    const faded = dataLayerSpecs(layer(['point', 'line', 'polygon']), 0.25, true);
    expect(faded.map((spec) => spec.paint)).toEqual([
      expect.objectContaining({ 'fill-opacity': 0.35 * 0.25 }),
      expect.objectContaining({ 'line-opacity': 0.25 }),
      expect.objectContaining({ 'circle-opacity': 0.25, 'circle-stroke-opacity': 0.25 }),
    ]);
    expect(specs.every((spec) => spec.layout?.visibility === 'none')).toBe(true);
    expect(dataLayerIds(layer(['point', 'line', 'polygon']))).toEqual(specs.map((spec) => spec.id));
  });
});
