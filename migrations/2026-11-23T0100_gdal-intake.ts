import { type Kysely, sql } from 'kysely';

// GDAL reads uploads (issue 16): more formats; the coordinate system is the file's own definition
// (which may have no EPSG code), or one the submitter chose; a file with several layers is read
// one layer at a time. The world's countries name where misplaced features fell ("in the Gulf of
// Guinea, not Virginia") and draw land under them on the basemap.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table submission_versions drop constraint submission_versions_file_type_check`.execute(db);
  await sql`alter table submission_versions add constraint submission_versions_file_type_check
    check (file_type in ('geojson', 'shapefile', 'kml', 'kmz', 'gpx', 'csv', 'gpkg', 'filegdb'))`.execute(db);
  await db.schema
    .alterTable('submission_versions')
    .alterColumn('source_srid', (c) => c.dropNotNull())
    // The system's name as the submitter saw it ("NAD83(HARN) / Virginia South (ftUS)").
    .addColumn('source_crs', 'text', (c) => c.notNull().defaultTo(''))
    // True: GDAL reads the file's own definition; false: source_srid was chosen (or assumed) and overrides it.
    .addColumn('crs_from_file', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('layer_name', 'text')
    .execute();

  await db.schema
    .createTable('world_countries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('geom', sql`geometry(MultiPolygon, 4326)`, (c) => c.notNull().check(sql`st_isvalid(geom)`))
    .execute();
  await sql`create index world_countries_geom on world_countries using gist (geom)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('world_countries').execute();
  await db.schema.alterTable('submission_versions').dropColumn('source_crs').dropColumn('crs_from_file').dropColumn('layer_name').execute();
  await sql`alter table submission_versions drop constraint submission_versions_file_type_check`.execute(db);
  await sql`alter table submission_versions add constraint submission_versions_file_type_check
    check (file_type in ('geojson', 'shapefile', 'kml', 'kmz', 'csv'))`.execute(db);
}
