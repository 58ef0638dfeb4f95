// Entry point of what a storefront loads on demand (import()), not with its first screen: every business type's
// option groups and the price engine behind "does this product need a choice?" and "what does this cart cost now?".
// Its own module so that a dynamic import of it is a chunk of its own (the barrel is in every first load).
export { hasRequiredChoices } from './catalog/resolve-selection';
export { repriceCart } from './cart/reprice';
