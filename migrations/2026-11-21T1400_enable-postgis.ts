import { type Kysely, sql } from 'kysely';

// PostGIS backs the localities, layers, comments and submissions. When the extension's files are
// missing, the migrate command explains which Debian package to install.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists postgis`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop extension if exists postgis`.execute(db);
}
