export * from './plans';
export * from './subscriptions';
export * from './proration';
export * from './onboarding';
export * from './platform-settings';
export * from './admin-stores';
export * from './invoices';
export * from './admin-subscriptions';
