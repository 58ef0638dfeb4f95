export * from './render-with-providers';
export * from './fixtures';
export * from './mock-api';
export * from './order-fixtures';
export * from './fake-public-channels';
export * from './visually-hidden';
