export * from './notification-feed';
export * from './notification-list';
