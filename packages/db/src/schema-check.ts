import type { Selectable } from 'kysely';
import type { DB } from './generated/tables';
import type { JsonColumn } from './json-column';
import type { Database, NarrowingsOfMissingColumns } from './types';

/*
 * The table types the code uses (types.ts: the generated ones, some columns narrowed) held to the
 * migrated database's own (generated/tables.ts, from kysely-codegen): the same tables and columns,
 * each column as nullable as the database says, and each read type the same as or narrower than
 * the database's (a status column is `text` there and a union of statuses here). A column typed `unknown` here is read only through SQL (geometry,
 * a job's JSON payload) and is not compared; a JSON column's nullability only. The compiler fails,
 * naming each column, on any drift.
 */

type Nullable<T> = null extends T ? 'nullable' : 'not null';

type ColumnDrift<Hand, Generated, Name extends string> = unknown extends Hand
  ? never
  : Nullable<Hand> extends Nullable<Generated>
    ? [Exclude<Generated, null>] extends [JsonColumn]
      ? never
      : [Exclude<Hand, null>] extends [Exclude<Generated, null>]
        ? never
        : `${Name}: its type is not the database's`
    : `${Name}: the database has it ${Nullable<Generated>}`;

type TableDrift<Hand, Generated, Table extends string> = {
  [Column in keyof Generated | (keyof Hand & string)]: Column extends string
    ? Column extends keyof Generated
      ? Column extends keyof Hand
        ? ColumnDrift<Selectable<Hand>[Column & keyof Selectable<Hand>], Selectable<Generated>[Column & keyof Selectable<Generated>], `${Table}.${Column}`>
        : `${Table}.${Column}: missing from the code's types`
      : `${Table}.${Column}: not in the database`
    : never;
}[keyof Generated | (keyof Hand & string)];

/** Every difference between two sets of table types, each named by table and column; never when none. */
export type SchemaDrift<Hand, Generated> = {
  [Table in keyof Generated | (keyof Hand & string)]: Table extends string
    ? Table extends keyof Generated
      ? Table extends keyof Hand
        ? TableDrift<Hand[Table], Generated[Table], Table>
        : `${Table}: table missing from the code's types`
      : `${Table}: table not in the database`
    : never;
}[keyof Generated | (keyof Hand & string)];

/**
 * Views by the table they show: Postgres reports every column of a view as nullable, so a view is
 * held to its table's types (a simple view of all the table's columns; decision 037).
 */
type ViewsOf = { documents: 'document_records' };
/** The migrated database's types (generated/tables.ts), each view as its table. */
export type DatabaseAsMigrated = Omit<DB, keyof ViewsOf> & { [View in keyof ViewsOf]: DB[ViewsOf[View]] };

// Fails to compile, naming every drifted column, when types.ts and the database disagree.
export const tableTypesMatchTheDatabase: [SchemaDrift<Database, DatabaseAsMigrated>] extends [never] ? true : SchemaDrift<Database, DatabaseAsMigrated> = true;

// Fails to compile, naming it, when types.ts narrows a column (or a table) the database does not have.
export const narrowingsNameRealColumns: [NarrowingsOfMissingColumns] extends [never] ? true : NarrowingsOfMissingColumns = true;
