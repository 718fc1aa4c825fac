export * from './crs';
export * from './describe';
export * from './gdal';
export * from './limits';
export * from './precheck';
export * from './read-features';
export * from './sniff';
export * from './words';
