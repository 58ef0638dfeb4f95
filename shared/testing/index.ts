export * from './render-with-providers';
export * from './fixtures';
export * from './mock-api';
