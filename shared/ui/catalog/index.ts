// '@comanda/shared/ui/catalog': the product modal and the 14 option panels (loaded when a product opens).
export * from './product-modal';
export * from './product-gallery';
export * from '../product-options';
