export * from './plans';
export * from './subscriptions';
export * from './proration';
