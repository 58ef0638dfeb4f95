export * from './event-id';
