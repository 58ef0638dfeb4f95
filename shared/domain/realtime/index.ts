export * from './event-id';
export * from './catalog-events';
export * from './channel-names';
