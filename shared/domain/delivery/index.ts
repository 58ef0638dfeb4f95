export * from './drivers';
export * from './trips';
export * from './positions';
export * from './delivery-events';
export * from './wire';
export * from './zones';
export * from './rates';
export * from './stats';
