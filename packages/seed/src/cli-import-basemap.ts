import { envField } from '@vtrans/contracts/env';
import { createDb } from '@vtrans/db';
import { readCliEnv } from '@vtrans/db/cli-env';
import { basemapImportLimits, BasemapImportError, formatBasemapReport, importOsmBasemap } from './osm/import';

// `npm run import:basemap -- FILE`: loads an OpenStreetMap extract (.osm.pbf or .osm) as the map's
// streets, roads, water, parks, buildings, places and addresses, replacing the previous import
// once it is complete (the map keeps the old one until then). See docs/features.md, "Basemap and place search".
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run import:basemap -- <extract.osm.pbf | extract.osm>\n');
  process.exit(2);
}
const { DATABASE_URL, BASEMAP_IMPORT_MAX_BYTES, BASEMAP_IMPORT_SECONDS } = readCliEnv({
  BASEMAP_IMPORT_MAX_BYTES: envField.positiveInt(basemapImportLimits.maxBytes),
  BASEMAP_IMPORT_SECONDS: envField.positiveInt(basemapImportLimits.readSeconds),
});
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-import-basemap' });
try {
  const limits = { ...basemapImportLimits, maxBytes: BASEMAP_IMPORT_MAX_BYTES, readSeconds: BASEMAP_IMPORT_SECONDS };
  const result = await importOsmBasemap(db, file, DATABASE_URL, limits);
  // What GDAL read of each class against what the map kept: a class far below what was read
  // means the data uses tags the import does not draw (docs/features.md, "Basemap and place search").
  process.stdout.write(`${formatBasemapReport(result.report).join('\n')}\n`);
  const counts = Object.entries(result.counts)
    .map(([layer, count]) => `${count} ${layer}`)
    .join(', ');
  process.stdout.write(
    `imported ${counts} in ${(result.seconds.read + result.seconds.build).toFixed(1)} s ` +
      `(GDAL read ${result.seconds.read.toFixed(1)} s, build ${result.seconds.build.toFixed(1)} s); the map now shows import ${result.importId}.\n`,
  );
} catch (error) {
  if (!(error instanceof BasemapImportError) && !(error as NodeJS.ErrnoException).syscall) throw error;
  process.stderr.write(`Nothing was imported; the map is as it was. ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
