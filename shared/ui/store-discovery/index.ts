// '@comanda/shared/ui/store-discovery': the store finder (landing page, customer dashboard) and the favourite heart.
export * from './store-finder';
export * from './store-finder-card';
export * from './favorite-store-button';
