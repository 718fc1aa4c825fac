export * from './crs';
export * from './precheck';
export * from './parse';
