import type { DownloadFormat } from '@vtrans/contracts/open-data';
import { gdalLines, postgresDataSource } from './gdal';

/**
 * How each download format is written by ogr2ogr from PostGIS (issue 23), and how it is served.
 * The data is our own, read from the database, so GDAL opens nothing uploaded here; it still runs
 * under the same limits as intake, so a huge layer cannot take the web process down.
 */
export interface DownloadFormatSpec {
  /** What a person sees in a list of formats. */
  label: string;
  /** The file name's ending. */
  extension: string;
  contentType: string;
  /** GDAL's output driver. */
  driver: string;
  /** Layer creation options. */
  layerOptions: string[];
}

export const downloadFormatSpecs: Record<DownloadFormat, DownloadFormatSpec> = {
  geojson: {
    label: 'GeoJSON',
    extension: 'geojson',
    contentType: 'application/geo+json',
    driver: 'GeoJSON',
    // RFC 7946: WGS 84 longitude/latitude, which is what the layers hold; 7 decimals is about 1 cm.
    layerOptions: ['RFC7946=YES', 'COORDINATE_PRECISION=7', 'WRITE_NAME=NO'],
  },
  gpkg: { label: 'GeoPackage', extension: 'gpkg', contentType: 'application/geopackage+sqlite3', driver: 'GPKG', layerOptions: [] },
  shapefile: {
    label: 'Shapefile (zipped)',
    extension: 'shp.zip',
    contentType: 'application/zip',
    driver: 'ESRI Shapefile',
    // ENCODING writes the .cpg beside the .dbf, so ArcGIS and QGIS read accented names right.
    layerOptions: ['ENCODING=UTF-8'],
  },
  csv: { label: 'CSV (geometry as WKT)', extension: 'csv', contentType: 'text/csv; charset=utf-8', driver: 'CSV', layerOptions: ['GEOMETRY=AS_WKT'] },
  kml: { label: 'KML', extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml', driver: 'KML', layerOptions: [] },
};

/** Longest a layer's file may take to write: a 100,000-feature layer takes a few seconds. */
const exportSeconds = 120;

export interface VectorFileLayer {
  /** The layer's name inside the file (a Shapefile's file names). */
  name: string;
  /** The SELECT that reads it from PostGIS. */
  sql: string;
  /** The geometry type the layer is declared as (GDAL's -nlt); left to the driver when not given. */
  geometryType?: string;
}

/**
 * Writes `layers` from PostGIS (`connection`: a postgres:// URL) into one file at `target` in
 * `format`. Formats that hold several layers (GeoPackage, the zipped Shapefile) get each in turn.
 */
export async function writeVectorFile(connection: string, format: DownloadFormat, layers: VectorFileLayer[], target: string): Promise<void> {
  const spec = downloadFormatSpecs[format];
  const source = postgresDataSource(connection);
  for (const [index, layer] of layers.entries()) {
    const args = [
      '-f', spec.driver,
      ...(index > 0 ? ['-update'] : []),
      '-nln', layer.name,
      ...(layer.geometryType ? ['-nlt', layer.geometryType] : []),
      ...spec.layerOptions.flatMap((option) => ['-lco', option]),
      target,
      source,
      '-sql', layer.sql,
    ];
    // Nothing is read from standard output; draining it runs the tool to the end (or its limits).
    for await (const line of gdalLines({ tool: 'ogr2ogr', args, driver: 'PostgreSQL', writes: spec.driver, timeoutSeconds: exportSeconds })) void line;
  }
}
