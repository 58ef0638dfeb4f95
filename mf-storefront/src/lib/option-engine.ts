// The option engine (every business type's option groups, the price engine: ~12 KB gzip) is not part of the
// storefront's first load. It loads when first needed (a tap on "Adicionar", a cart with lines to reprice) or when
// the browser is idle after the page became interactive, whichever comes first.
import type { Product } from '@comanda/shared/domain';
import { whenIdle } from '@comanda/shared/ui';

type Engine = typeof import('@comanda/shared/domain/option-engine');

let engine: Promise<Engine> | null = null;

export function loadOptionEngine(): Promise<Engine> {
  engine ??= import('@comanda/shared/domain/option-engine');
  // A failed download is tried again on the next need.
  engine.catch(() => (engine = null));
  return engine;
}

/** Whether the product goes to the modal first (an option group must be chosen) rather than straight to the cart. */
export async function needsChoices(product: Product): Promise<boolean> {
  return (await loadOptionEngine()).hasRequiredChoices(product);
}

/** Starts the download when the browser has nothing better to do. */
export function prefetchOptionEngine(): () => void {
  return whenIdle(() => void loadOptionEngine().catch(() => undefined), { timeoutMs: 5000, fallbackMs: 2000 });
}
