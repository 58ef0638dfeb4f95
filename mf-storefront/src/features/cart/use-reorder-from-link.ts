import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cartChangeMessage, REORDER_PARAM } from '@comanda/shared/domain';
import { selectIsAuthenticated, toApiError, useAppSelector, useToasts } from '@comanda/shared/state';
import { useReorderCustomerOrderMutation } from '../../api/orders-api';
import type { StoreCart } from './use-store-cart';

/**
 * "Pedir de novo" (`/loja/{slug}?pedir-de-novo={orderId}` from the customer area): the API prices that order's items
 * again, today; they join the cart, and every item that changed price or is no longer sold is told, never added at an
 * old price. The parameter leaves the address once handled, so a reload does not add them twice.
 */
export function useReorderFromLink(storeId: number, cart: StoreCart, askToSignIn: () => void) {
  const [search, setSearch] = useSearchParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [reorder] = useReorderCustomerOrderMutation();
  const { enqueueSnackbar } = useToasts();
  const handled = useRef<string | null>(null);
  const orderId = search.get(REORDER_PARAM);
  const { add } = cart;

  useEffect(() => {
    if (!orderId || handled.current === orderId) return;
    if (!signedIn) {
      askToSignIn();
      return;
    }
    handled.current = orderId;
    const forget = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(REORDER_PARAM);
          return next;
        },
        { replace: true },
      );
    reorder({ orderId: Number(orderId) })
      .unwrap()
      .then((result) => {
        if (result.store.id !== storeId) {
          enqueueSnackbar('Este pedido é de outra loja.', { variant: 'error' });
          return;
        }
        for (const { lineKey: _key, addedAt: _at, ...item } of result.items) add(item);
        for (const change of result.changes) enqueueSnackbar(cartChangeMessage(change), { variant: change.kind === 'removed' ? 'warning' : 'info' });
        if (result.items.length > 0) enqueueSnackbar('Itens do pedido adicionados ao carrinho', { variant: 'success' });
        else enqueueSnackbar('Nenhum item deste pedido está disponível hoje.', { variant: 'warning' });
      })
      .catch((error: unknown) => enqueueSnackbar(toApiError(error, 'Não foi possível repetir o pedido.').message, { variant: 'error' }))
      .finally(forget);
  }, [orderId, signedIn, storeId, reorder, add, enqueueSnackbar, setSearch, askToSignIn]);
}
