export * from './database-admin';
export * from './db';
export * from './migrator';
export * from './queries/content';
export * from './queries/email-deliveries';
export * from './queries/localities';
export * from './queries/outbox';
export type * from './types';
export { sql } from 'kysely';
