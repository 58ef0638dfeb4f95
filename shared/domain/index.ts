export * from './auth/roles';
export * from './auth/named-routes';
export * from './auth/user';
export * from './auth/schemas';
export * from './validation';
export * from './masks';
export * from './money';
