import { useCallback, useState } from 'react';
import { draftTotals, posSaleRequest, provisionalSaleView, settleTenders, type PosDraft, type Tender } from '@comanda/shared/domain';
import { useAppDispatch, useAuth } from '@comanda/shared/state';
import { markSoldOffline, newSaleKey, serverNow, submitSale, useSendSale } from '../../../offline';
import { saleFinished } from '../state/sale-slice';

export type FinishError = { message: string; errors: Record<string, string[]> };

/**
 * Finishes the station's sale through the outbox: the sale is stored on the station with its idempotency key before
 * it is sent, so neither a lost answer nor a dropped connection sells twice or loses it. Sent at once, the server's
 * sale comes back; kept offline, it becomes a sale made offline (charged prices kept) and prints provisionally.
 */
export function useFinishSale(storeId: number, registerSessionId: number, stationId: string | null) {
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const send = useSendSale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FinishError | null>(null);

  const finish = useCallback(
    async (draft: PosDraft, tenders: Tender[], allowPartial: boolean): Promise<boolean> => {
      const totals = draftTotals(draft);
      const soldAt = serverNow();
      const sale = { registerSessionId, tenders, allowPartial, expectedTotalCents: totals.totalCents };
      const key = newSaleKey();
      setBusy(true);
      setError(null);
      try {
        const outcome = await submitSale(send, { storeId, key, stationId, body: posSaleRequest(draft, { ...sale, soldOfflineAt: null }) });
        if (outcome.state === 'rejected') {
          setError({ message: outcome.error.message, errors: outcome.error.errors ?? {} });
          return false;
        }
        if (outcome.state === 'sent' && outcome.sale) {
          dispatch(saleFinished({ storeId, finished: { sale: outcome.sale, queued: false, key } }));
          return true;
        }
        await markSoldOffline(key, posSaleRequest(draft, { ...sale, soldOfflineAt: soldAt }));
        const operator = user ? { id: user.id, name: user.name } : null;
        dispatch(saleFinished({ storeId, finished: { sale: provisionalSaleView(draft, tenders, settleTenders(totals.totalCents, tenders), soldAt, operator), queued: true, key } }));
        return true;
      } finally {
        setBusy(false);
      }
    },
    [dispatch, registerSessionId, send, stationId, storeId, user],
  );
  return { finish, busy, error };
}
