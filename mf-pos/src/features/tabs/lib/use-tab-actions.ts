import { useCallback, useState } from 'react';
import type { TabView } from '@comanda/shared/domain';
import { useSetTabBillMutation, useSetTabServiceChargeMutation } from '../api/tabs-api';
import { failureText } from './error-text';

/** The tab's switches: the service charge on or off, the table asking for the bill (or not any more). */
export function useTabActions(storeId: number, tab: TabView | null) {
  const [setService, service] = useSetTabServiceChargeMutation();
  const [setBill, bill] = useSetTabBillMutation();
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureText(err, fallback));
    }
  }, []);
  const orderId = tab?.order_id ?? 0;
  return {
    error,
    busy: service.isLoading || bill.isLoading,
    toggleService: (enabled: boolean) => run(() => setService({ storeId, orderId, enabled }).unwrap(), 'Não foi possível mudar a taxa de serviço.'),
    toggleBill: (requested: boolean) => run(() => setBill({ storeId, orderId, requested }).unwrap(), 'Não foi possível marcar o pedido de conta.'),
  };
}
