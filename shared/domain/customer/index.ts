export * from './saved-addresses';
export * from './store-customers';
export * from './account-profile';
export * from './account-sessions';
export * from './my-data';
export * from './notification-preferences';
