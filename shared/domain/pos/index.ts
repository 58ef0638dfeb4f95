export * from './tenders';
export * from './cash-register';
export * from './bill-split';
export * from './discount';
export * from './sale';
export * from './catalog';
export * from './sale-draft';
export * from './receipt';
