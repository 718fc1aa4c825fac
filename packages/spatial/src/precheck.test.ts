import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { coordinateSystemOfPrj } from './crs';
import { precheckUpload, uploadLimits } from './precheck';

/** A one-point .shp: 100-byte header, then one record (8-byte header + 20 bytes). */
function pointShp({ lengthInHeader }: { lengthInHeader?: number } = {}) {
  const bytes = new Uint8Array(128);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, 9994, false);
  view.setInt32(24, lengthInHeader ?? 64, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, 1, true);
  view.setInt32(100, 1, false);
  view.setInt32(104, 10, false);
  view.setInt32(108, 1, true);
  view.setFloat64(112, 11_500_000, true);
  view.setFloat64(120, 3_700_000, true);
  return bytes;
}

const virginiaNorthPrj =
  'PROJCS["NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],UNIT["Foot_US",0.3048006096012192]]';

const shapefileZip = (parts: Record<string, Uint8Array>) => zipSync(parts);
const fullShapefile = () => ({ 'roads.shp': pointShp(), 'roads.shx': new Uint8Array(108), 'roads.dbf': new Uint8Array(40), 'roads.prj': strToU8(virginiaNorthPrj) });
const text = (value: string) => strToU8(value);

describe('upload pre-check', () => {
  it('recognises a zipped Shapefile by content and reads its coordinate system from the .prj', () => {
    expect(precheckUpload(shapefileZip(fullShapefile()))).toEqual({
      ok: true,
      type: 'shapefile',
      features: null,
      crs: { srid: 2283, label: 'NAD83 / Virginia North (US feet)' },
    });
  });

  it('gives each broken Shapefile its own message', () => {
    const { 'roads.prj': _prj, ...withoutPrj } = fullShapefile();
    expect(precheckUpload(shapefileZip(withoutPrj))).toMatchObject({ ok: true, crs: null, crsNote: expect.stringMatching(/no \.prj file/) });
    const { 'roads.dbf': _dbf, ...withoutDbf } = fullShapefile();
    expect(precheckUpload(shapefileZip(withoutDbf))).toEqual({ ok: false, message: expect.stringMatching(/\.dbf file \(its attributes\) is missing/) });
    expect(precheckUpload(shapefileZip({ ...fullShapefile(), 'roads.shp': pointShp().subarray(0, 110) }))).toEqual({
      ok: false,
      message: 'The .shp file is truncated or damaged: it is shorter or longer than its header says.',
    });
    expect(precheckUpload(shapefileZip({ ...fullShapefile(), 'roads.prj': text('PROJCS["Some_Local_Grid",GEOGCS["x"]]') }))).toMatchObject({
      ok: true,
      crs: null,
      crsNote: 'The coordinate system in the .prj file was not recognised. Choose it below.',
    });
    expect(precheckUpload(shapefileZip({ ...fullShapefile(), 'other.shp': pointShp() }))).toEqual({ ok: false, message: expect.stringMatching(/more than one Shapefile/) });
  });

  it('refuses a zip bomb from its directory alone, and a zip with too many files', () => {
    // A bomb's directory declares what it unpacks to: 600 MB here, in a file of a few hundred bytes.
    const bomb = zipSync({ 'roads.shp': new Uint8Array(1000), 'roads.dbf': new Uint8Array(10) });
    const view = new DataView(bomb.buffer);
    const centralEntry = bomb.findIndex((_, index) => view.getUint32(index, true) === 0x02014b50);
    view.setUint32(centralEntry + 24, 600 * 1024 * 1024, true);
    expect(bomb.length).toBeLessThan(1_000);
    expect(precheckUpload(bomb)).toEqual({ ok: false, message: 'The zip file would unpack to more than 500 MB, so it cannot be processed.' });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`part${index}.txt`, text('x')]));
    expect(precheckUpload(zipSync(many))).toEqual({ ok: false, message: expect.stringMatching(/holds 51 files/) });
  });

  it('reads GeoJSON, KML, KMZ and CSV, and names what is wrong with each', () => {
    const point = { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-77.4, 37.5] } };
    expect(precheckUpload(text(JSON.stringify({ type: 'FeatureCollection', features: [point, point] })))).toMatchObject({ ok: true, type: 'geojson', features: 2, crs: { srid: 4326 } });
    expect(precheckUpload(text('{"type": "FeatureCollection", "features": [}'))).toMatchObject({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(precheckUpload(text(JSON.stringify({ type: 'FeatureCollection', features: [] })))).toEqual({ ok: false, message: 'The GeoJSON file has no features.' });
    expect(precheckUpload(text(JSON.stringify({ type: 'FeatureCollection', features: [point, { type: 'Feature', geometry: { type: 'Polygon' } }] })))).toEqual({
      ok: false,
      message: 'Feature 2 of the GeoJSON file has no readable geometry.',
    });
    expect(precheckUpload(text('{"name": "not geo"}'))).toMatchObject({ ok: false, message: expect.stringMatching(/not GeoJSON/) });

    const kml = '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><Point><coordinates>-77.4,37.5</coordinates></Point></Placemark></Document></kml>';
    expect(precheckUpload(text(kml))).toMatchObject({ ok: true, type: 'kml', features: 1 });
    expect(precheckUpload(zipSync({ 'doc.kml': text(kml) }))).toMatchObject({ ok: true, type: 'kmz', features: 1 });
    expect(precheckUpload(text('<kml><Document></Document></kml>'))).toEqual({ ok: false, message: 'The KML file has no placemarks.' });

    expect(precheckUpload(text('name,Latitude,Longitude\n"Main St, north",37.54,-77.43\nBroad St,37.55,-77.44\n'))).toMatchObject({ ok: true, type: 'csv', features: 2 });
    expect(precheckUpload(text('\uFEFFname,notes,lat,lon\n"Station","two lines,\nwith a comma",37.6,-77.5\n'))).toMatchObject({ ok: true, type: 'csv', features: 1 });
    expect(precheckUpload(text('name,city\nA,Richmond\n'))).toEqual({ ok: false, message: expect.stringMatching(/no latitude and longitude columns/) });
    expect(precheckUpload(text('name,lat,lon\nA,37.5,-77.4\nB,north,-77.4\n'))).toEqual({ ok: false, message: expect.stringMatching(/^Row 3 of the CSV file/) });
  });

  it('refuses an empty file, a file over 50 MB and binary files it does not know', () => {
    expect(precheckUpload(new Uint8Array())).toEqual({ ok: false, message: 'The file is empty.' });
    expect(precheckUpload(new Uint8Array(uploadLimits.maxBytes + 1))).toMatchObject({ ok: false, message: expect.stringMatching(/larger than 50 MB/) });
    expect(precheckUpload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toMatchObject({ ok: false, message: expect.stringMatching(/not supported/) });
  });
});

describe('coordinate systems from .prj', () => {
  it('knows Virginia State Plane, UTM and geographic systems by name, whatever the punctuation', () => {
    expect(coordinateSystemOfPrj(virginiaNorthPrj)?.srid).toBe(2283);
    expect(coordinateSystemOfPrj('PROJCS["NAD83 / UTM zone 18N",GEOGCS["NAD83"]]')?.srid).toBe(26918);
    expect(coordinateSystemOfPrj('GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984"]]')?.srid).toBe(4326);
    expect(coordinateSystemOfPrj('not wkt')).toBeNull();
  });
});
