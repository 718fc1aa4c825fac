/** The XYZ tile holding a point at a zoom (Web Mercator), for tests and benches that ask for tiles. */
export function tileAt(longitude: number, latitude: number, z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const radians = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * n);
  return { z, x, y };
}
