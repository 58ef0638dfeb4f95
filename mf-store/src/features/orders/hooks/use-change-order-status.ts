import { useCallback, useState } from 'react';
import type { OrderStatus } from '@comanda/shared/domain';
import type { StoreOrdersArgs } from '@comanda/shared/endpoints';
import { toApiError, useAppDispatch, useToasts } from '@comanda/shared/state';
import { storeOrdersApi, useUpdateOrderStatusMutation } from '../api/store-orders-api';

export type StatusChange = {
  orderId: number;
  to: OrderStatus;
  reason?: string | null;
  /** Cached lists to move the order in at once (the kanban); undone if the server refuses. */
  optimisticIn?: readonly StoreOrdersArgs[];
};

/**
 * Changes an order's status: optimistic in the given lists, rollback and an error toast when the server
 * refuses (its message, e.g. an invalid transition). Resolves true on success.
 */
export function useChangeOrderStatus(storeId: number) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToasts();
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

  const setBusy = (orderId: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const change = useCallback(
    async ({ orderId, to, reason, optimisticIn = [] }: StatusChange): Promise<boolean> => {
      const patches = optimisticIn.map((args) =>
        dispatch(
          storeOrdersApi.util.updateQueryData('storeOrders', args, (draft) => {
            const order = draft.data.find((entry) => entry.id === orderId);
            if (order) order.status = to;
          }),
        ),
      );
      setBusy(orderId, true);
      try {
        await updateOrderStatus({ storeId, orderId, status: to, reason: reason ?? null }).unwrap();
        return true;
      } catch (error) {
        for (const patch of patches) patch.undo();
        enqueueSnackbar(toApiError(error, 'Não foi possível atualizar o pedido.').message, { variant: 'error' });
        return false;
      } finally {
        setBusy(orderId, false);
      }
    },
    [dispatch, enqueueSnackbar, storeId, updateOrderStatus],
  );

  return { change, busyIds };
}
