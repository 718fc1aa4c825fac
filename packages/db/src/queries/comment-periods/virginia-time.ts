/**
 * The zone staff type and read a period's times in, and the days a staff entry is checked against.
 * Shared by this folder's files; index.ts does not export it, so it is not part of @vtrans/db.
 */
export const VIRGINIA = 'America/New_York';
