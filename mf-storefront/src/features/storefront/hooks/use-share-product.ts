import { useCallback } from 'react';
import { productLinkPath, type Product, type StorePublic } from '@comanda/shared/domain';
import { useToasts } from '@comanda/shared/state';

export const LINK_COPIED_MESSAGE = 'Link copiado';
export const SHARE_FAILED_MESSAGE = 'Não foi possível compartilhar. Copie o endereço da página.';

/**
 * "Compartilhar" in the product modal: the phone's share sheet (WhatsApp, Telegram…) with the product's own link,
 * whose preview shows its name, price and picture; where there is none (most desktops), the link is copied.
 */
export function useShareProduct(store: Pick<StorePublic, 'slug' | 'name'>): (product: Product) => Promise<void> {
  const { enqueueSnackbar } = useToasts();
  return useCallback(
    async (product: Product) => {
      const url = new URL(productLinkPath(store.slug, product.id), window.location.origin).href;
      const data = { title: `${product.name} — ${store.name}`, text: `${product.name} na ${store.name}`, url };
      if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // The customer closed the share sheet: nothing to say.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        enqueueSnackbar(LINK_COPIED_MESSAGE, { variant: 'success' });
      } catch {
        enqueueSnackbar(SHARE_FAILED_MESSAGE, { variant: 'error' });
      }
    },
    [store.slug, store.name, enqueueSnackbar],
  );
}
