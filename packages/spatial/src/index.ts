export * from './crs';
export * from './precheck';
