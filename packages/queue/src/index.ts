export * from './connection';
export * from './queues';
export * from './metrics-keys';
export * from './config';
export * from './worker-presence';
