export * from './tenders';
export * from './cash-register';
export * from './bill-split';
export * from './discount';
