export * from './api';
export * from './emails';
export * from './env';
export * from './events';
export * from './queues';
export * from './content';
export * from './announcements';
export * from './documents';
