export * from './saved-addresses';
