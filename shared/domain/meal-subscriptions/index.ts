export * from './local-date';
export * from './rules';
export * from './schedule';
export * from './price';
export * from './schema';
export * from './wire';
export * from './production';
export * from './labels';
