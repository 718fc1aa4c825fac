/**
 * What kysely-codegen writes for a json or jsonb column (scripts/codegen/table-types.ts maps them
 * here): its own `Json` type includes `null`, which would hide whether the column itself may be
 * null. schema-check.ts compares such a column's nullability only; its shape is the code's to say.
 */
export type JsonColumn = { readonly jsonColumn: unique symbol };
