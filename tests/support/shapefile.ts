/**
 * A minimal point Shapefile (.shp, .shx, .dbf) written byte by byte, for tests that need a real
 * file in a projected coordinate system without GDAL.
 */
export function pointShapefile(points: { x: number; y: number; name: string }[]) {
  const recordBytes = 8 + 20;
  const shp = new Uint8Array(100 + points.length * recordBytes);
  const shx = new Uint8Array(100 + points.length * 8);
  const header = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer);
    view.setInt32(0, 9994, false);
    view.setInt32(24, bytes.length / 2, false);
    view.setInt32(28, 1000, true);
    view.setInt32(32, 1, true);
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    view.setFloat64(36, Math.min(...xs), true);
    view.setFloat64(44, Math.min(...ys), true);
    view.setFloat64(52, Math.max(...xs), true);
    view.setFloat64(60, Math.max(...ys), true);
    return view;
  };
  const shpView = header(shp);
  const shxView = header(shx);
  points.forEach((point, index) => {
    const offset = 100 + index * recordBytes;
    shpView.setInt32(offset, index + 1, false);
    shpView.setInt32(offset + 4, 10, false);
    shpView.setInt32(offset + 8, 1, true);
    shpView.setFloat64(offset + 12, point.x, true);
    shpView.setFloat64(offset + 20, point.y, true);
    shxView.setInt32(100 + index * 8, offset / 2, false);
    shxView.setInt32(100 + index * 8 + 4, 10, false);
  });
  return { shp, shx, dbf: dbaseFile(points.map((point) => point.name)) };
}

/** dBase III with one character field, NAME (40). */
function dbaseFile(names: string[]) {
  const fieldLength = 40;
  const headerLength = 32 + 32 + 1;
  const recordLength = 1 + fieldLength;
  const bytes = new Uint8Array(headerLength + names.length * recordLength + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes.set([126, 1, 1], 1);
  view.setUint32(4, names.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  bytes.set(new TextEncoder().encode('NAME'), 32);
  bytes[32 + 11] = 'C'.charCodeAt(0);
  bytes[32 + 16] = fieldLength;
  bytes[64] = 0x0d;
  names.forEach((name, index) => {
    const offset = headerLength + index * recordLength;
    bytes[offset] = 0x20;
    bytes.set(new TextEncoder().encode(name.padEnd(fieldLength, ' ').slice(0, fieldLength)), offset + 1);
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}
