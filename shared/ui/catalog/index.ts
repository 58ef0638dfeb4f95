export * from './product-modal';
export * from './product-gallery';
export * from './quantity-stepper';
