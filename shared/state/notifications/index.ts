export * from './notifications-slice';
export * from './notifications-api';
export * from './live-notifications';
export * from './use-notification-feed';
