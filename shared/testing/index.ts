export * from './render-with-providers';
export * from './fixtures';
