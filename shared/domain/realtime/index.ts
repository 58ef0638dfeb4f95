export * from './event-id';
export * from './catalog-events';
