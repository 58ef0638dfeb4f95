export * from './discovery-query';
export * from './discovery-query-schema';
export * from './discovery-wire';
export * from './discovery-order';
export * from './discovery-labels';
