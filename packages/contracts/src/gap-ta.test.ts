import { describe, expect, it } from 'vitest';
import { areaFromGeoJson, GapTaApplication } from './gap-ta';

const square = [
  [
    [-78.9, 38.4],
    [-78.8, 38.4],
    [-78.8, 38.5],
    [-78.9, 38.5],
    [-78.9, 38.4],
  ],
];

describe('the study area from an uploaded GeoJSON file', () => {
  it('takes a Polygon geometry, a Feature or a FeatureCollection, as one MultiPolygon', () => {
    const polygon = { type: 'Polygon', coordinates: square };
    const expected = { area: { type: 'MultiPolygon', coordinates: [square] } };
    expect(areaFromGeoJson(JSON.stringify(polygon))).toEqual(expected);
    expect(areaFromGeoJson(JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }))).toEqual(expected);
    const two = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: polygon },
        { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [square] } },
      ],
    };
    expect(areaFromGeoJson(JSON.stringify(two))).toEqual({ area: { type: 'MultiPolygon', coordinates: [square, square] } });
  });

  it('refuses what is not an area, with a reason', () => {
    expect(areaFromGeoJson('not json')).toEqual({ error: expect.stringContaining('could not be read as JSON') });
    expect(areaFromGeoJson(JSON.stringify({ type: 'Point', coordinates: [-78, 38] }))).toEqual({ error: expect.stringContaining('no polygon') });
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [-78.9, 38.4],
          [-78.8, 38.4],
          [-78.8, 38.5],
          [-78.95, 38.5],
        ],
      ],
    };
    expect(areaFromGeoJson(JSON.stringify(open))).toEqual({ error: expect.stringContaining('must close') });
  });
});

describe('the application', () => {
  const valid = {
    localityFips: '51660',
    organization: 'City of Harrisonburg',
    contactName: 'Pat Planner',
    contactEmail: 'pat@example.org',
    component: 'Strategies for emerging planning issues',
    projectTitle: 'Curb management plan',
    projectDescription: 'Delivery vans and ride-hail pick-ups downtown.',
  };

  it('needs an area unless the study covers the whole locality', () => {
    const withoutArea = GapTaApplication.safeParse(valid);
    expect(withoutArea.success).toBe(false);
    expect(withoutArea.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['area']);
    expect(GapTaApplication.safeParse({ ...valid, wholeLocality: true }).success).toBe(true);
    expect(GapTaApplication.safeParse({ ...valid, area: { type: 'Polygon', coordinates: square } }).success).toBe(true);
  });

  it('names each field it refuses, and keeps the text as written', () => {
    const result = GapTaApplication.safeParse({
      ...valid,
      wholeLocality: true,
      localityFips: '37001',
      contactEmail: 'nope',
      component: 'Anything',
      projectTitle: '  \u0007 ',
    });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      localityFips: 'Please choose your locality.',
      contactEmail: 'Please provide a valid email.',
      component: 'Please choose the kind of assistance you are asking for.',
      projectTitle: 'Please give the project a title.',
    });
    expect(GapTaApplication.parse({ ...valid, wholeLocality: true, projectTitle: 'Curbs <and> gutters, trucks < 10t' }).projectTitle).toBe(
      'Curbs <and> gutters, trucks < 10t',
    );
  });
});
