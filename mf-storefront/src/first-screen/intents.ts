/** What a customer asked of the first screen that only the full app can do (the modal, the cart, the dialogs). */
export type FirstScreenIntent =
  | { type: 'product'; productId: number }
  | { type: 'quick-add'; productId: number; quantity: number }
  | { type: 'cart' }
  | { type: 'auth'; tab: 'login' | 'register' }
  /** A signed-in user's menu (the first screen shows their name from the browser's stored session). */
  | { type: 'account' };

type Listener = (intent: FirstScreenIntent) => void;

// Module state shared by the first screen and the full storefront: both are this remote's modules, one instance.
let pending: FirstScreenIntent[] = [];
let listener: Listener | null = null;

/** Hands the intent to the full storefront, or keeps it until the full storefront listens. */
export function queueIntent(intent: FirstScreenIntent): void {
  if (listener) listener(intent);
  else pending.push(intent);
}

/** The full storefront: receives the intents kept so far, in order, then each new one. */
export function listenForIntents(next: Listener): () => void {
  listener = next;
  const kept = pending;
  pending = [];
  for (const intent of kept) next(intent);
  return () => {
    if (listener === next) listener = null;
  };
}
