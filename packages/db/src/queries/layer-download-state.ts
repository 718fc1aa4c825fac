import { sql } from 'kysely';

/*
 * What a published layer's download files are, for its current version, as the dataset pages say it
 * (issues 59 and 61): written (each format's size), or the last job to write them failed for good,
 * or neither (being prepared). `table` is the layers table's name or alias in the query.
 */

/** Each download's size once the worker has written the current version's files; null until then. */
export const currentDownloadSizes = (table: string) =>
  sql<Record<
    string,
    number
  > | null>`case when ${sql.ref(`${table}.downloads`)} ->> 'version' = ${sql.ref(`${table}.version`)}::text then ${sql.ref(`${table}.downloads`)} -> 'sizes' end`;

/** Whether the last job to write the current version's files failed for good: nothing is being prepared until a reader asks again. */
export const currentDownloadsFailed = (table: string) =>
  sql<boolean>`coalesce(${sql.ref(`${table}.downloads`)} ->> 'version' = ${sql.ref(`${table}.version`)}::text and ${sql.ref(`${table}.downloads`)} ? 'failedAt', false)`;
