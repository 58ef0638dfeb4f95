import type { StoreCheck } from '@comanda/shared/domain';
import { apiBaseUrl } from '@comanda/shared/state';

export type StoreCheckOutcome = { kind: 'open' } | { kind: 'redirect'; to: string };

/**
 * Decides where `/loja/{slug}` goes before the storefront loads (spec section 2). `rest` is what follows the slug
 * in the address (`/checkout`, `/success/{id}`, a query): a former slug keeps it.
 */
export function storeCheckOutcome(check: StoreCheck, requestedSlug?: string, rest = ''): StoreCheckOutcome {
  if (!check.exists) return { kind: 'redirect', to: '/404?tipo=loja' };
  // A former slug of a store that changed it: the address bar gets the current one.
  if (requestedSlug !== undefined && check.slug && check.slug !== requestedSlug) return { kind: 'redirect', to: `/loja/${encodeURIComponent(check.slug)}${rest}` };
  if (check.is_branch && !check.is_active) {
    const name = check.name ? `?nome=${encodeURIComponent(check.name)}` : '';
    return { kind: 'redirect', to: `/filial-inativa${name}` };
  }
  if (!check.is_active) return { kind: 'redirect', to: '/404?tipo=loja' };
  if (check.is_suspended || check.is_published === false) {
    const query = new URLSearchParams({ ...(check.name ? { nome: check.name } : {}), motivo: check.is_suspended ? 'suspensa' : 'em-preparacao' });
    return { kind: 'redirect', to: `/loja-indisponivel?${query}` };
  }
  return { kind: 'open' };
}

/** Plain fetch, as the spec's route guard does; a failed check sends the user to the generic 404. */
export async function checkStore(slug: string, rest = ''): Promise<StoreCheckOutcome> {
  try {
    const response = await fetch(`${apiBaseUrl()}/stores/${encodeURIComponent(slug)}/check`, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'include',
    });
    if (!response.ok) return { kind: 'redirect', to: '/404' };
    return storeCheckOutcome((await response.json()) as StoreCheck, slug, rest);
  } catch {
    return { kind: 'redirect', to: '/404' };
  }
}

const serverRendered = new Set<string>();

/** The server rendered this store's page (only open stores are): the gate lets it in once without asking again. */
export function rememberServerRenderedStore(slug: string): void {
  serverRendered.add(slug);
}

/** The outcome already known for this slug (consumed: a later visit checks again), else null. */
export function takeKnownStoreOutcome(slug: string): StoreCheckOutcome | null {
  return serverRendered.delete(slug) ? { kind: 'open' } : null;
}
