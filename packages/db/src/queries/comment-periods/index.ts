// A comment period's queries, one file a topic.
export * from './periods';
export * from './staff-entries';
export * from './themes';
export * from './staff-list';
export * from './shared-responses';
export * from './public-record';
