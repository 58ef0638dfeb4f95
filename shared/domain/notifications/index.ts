export * from './types';
export * from './normalize';
export * from './relative-time';
