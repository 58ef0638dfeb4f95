export * from './rules';
export * from './schema';
export * from './summary';
export * from './wire';
