// '@comanda/shared/ui/order-view': one order as its customer sees it (tracking link and customer area).
export * from './delivery-tracking';
export * from './order-details';
export * from './order-review';
export * from './pix-payment';
export * from './order-pix';
export * from './rating-input';
export * from './status-timeline';
export * from './store-contact';
export * from './order-status-chip';
