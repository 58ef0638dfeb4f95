// Endpoint definitions that more than one area uses. Each area injects them into the shared API under its own
// endpoint name, so they travel in that area's release (issue 15) and two areas never claim the same name;
// only `@comanda/shared/state` (auth, the base API, notifications, real time) is the shell's, shared at run time.
export * from './endpoint-builder';
export * from './delivery-quote';
export * from './saved-addresses';
export * from './store-orders';
