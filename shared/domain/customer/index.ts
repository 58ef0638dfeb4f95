export * from './saved-addresses';
export * from './store-customers';
