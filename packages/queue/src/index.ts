export * from './connection';
export * from './queues';
