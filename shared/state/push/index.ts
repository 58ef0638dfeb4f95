export * from './push-api';
export * from './browser-push';
export * from './use-browser-push';
export * from './forget-browser-push';
