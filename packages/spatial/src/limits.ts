/**
 * What an upload may be and cost (issue 16), in one place. Declared sizes lie, so each limit is
 * checked where it can be known: bytes on arrival, a zip's directory before anything is unpacked,
 * the feature count GDAL reports before any feature is read, and memory and time on the GDAL
 * child process itself. Decision 011 says why each number is what it is.
 */
export const intakeLimits = {
  /** The upload itself. */
  maxBytes: 50 * 1024 * 1024,
  /** Files in a zip: a File Geodatabase holds about ten per table. */
  maxZipEntries: 1_000,
  /** What a zip's directory may say it unpacks to. */
  maxUnzippedBytes: 500 * 1024 * 1024,
  /** A KML or GPX document inside a zip: GDAL's KML reader (libkml) holds the whole document in memory. */
  maxXmlBytes: 100 * 1024 * 1024,
  /** Features in the layer, as GDAL counts them before reading any. */
  maxFeatures: 1_000_000,
  /** One feature as GeoJSON text (a polygon with millions of vertices). */
  maxFeatureBytes: 32 * 1024 * 1024,
  /** Address space of a GDAL process (RLIMIT_AS): its resident memory stays far below (about 50 MB for 100,000 points). */
  gdalMemoryBytes: 1024 * 1024 * 1024,
  /** Wall time for reading a file's description (ogrinfo) and for the pre-check's preview. */
  inspectSeconds: 20,
  /** Wall time for reading every feature in the worker. */
  readSeconds: 600,
  /** Features shown on the pre-check's map. */
  previewFeatures: 500,
} as const;

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
