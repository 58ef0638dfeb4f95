import { useCallback, useRef, useState } from 'react';
import { draftTotals, posSaleRequest, type PosDraft, type PosSaleView, type TabView } from '@comanda/shared/domain';
import { newSaleKey } from '../../../offline';
import { useAddTabRoundMutation, useOpenTabMutation } from '../api/tabs-api';
import { changedTotal, failureText } from './error-text';
import { totalWithRound } from './round-total';

export type SentRound = { round: number; items: PosSaleView['items'] };

/**
 * "Enviar rodada para a cozinha": opens the tab (a POS sale left open) for a table without one, or adds the round to
 * its tab. The idempotency key is kept until the round goes through, so a retry after a lost answer replays it. When
 * the server refuses because the prices changed, the next send carries the total it answered (the operator saw it).
 */
export function useSendRound(storeId: number, registerSessionId: number, label: string, tab: TabView | null, storePercent: number) {
  const [openTab] = useOpenTabMutation();
  const [addRound] = useAddTabRoundMutation();
  const pending = useRef<{ signature: string; key: string } | null>(null);
  const accepted = useRef<{ signature: string; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (draft: PosDraft): Promise<SentRound | null> => {
      const shown = totalWithRound(tab, draftTotals(draft).subtotalCents, storePercent);
      const request = posSaleRequest({ ...draft, orderType: 'dine_in', table: label }, { registerSessionId, tenders: [], allowPartial: true, expectedTotalCents: shown, soldOfflineAt: null });
      const signature = JSON.stringify([tab?.order_id ?? label, request.items]);
      const key = pending.current?.signature === signature ? pending.current.key : newSaleKey();
      pending.current = { signature, key };
      const expected = accepted.current?.signature === signature ? accepted.current.total : shown;
      setBusy(true);
      setError(null);
      try {
        let sent: SentRound;
        if (!tab) {
          const sale = await openTab({ storeId, key, body: { ...request, expected_total_cents: expected } }).unwrap();
          sent = { round: 1, items: sale.items };
        } else {
          const result = await addRound({ storeId, orderId: tab.order_id, key, body: { items: request.items, expected_total_cents: expected } }).unwrap();
          const round = typeof result.round === 'number' ? result.round : result.rounds;
          sent = { round, items: result.items.filter((item) => item.round === round) };
        }
        pending.current = null;
        accepted.current = null;
        return sent;
      } catch (err) {
        const total = changedTotal(err);
        if (total !== null) accepted.current = { signature, total };
        setError(failureText(err, 'Não foi possível enviar a rodada.'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [addRound, label, openTab, registerSessionId, storeId, storePercent, tab],
  );
  return { send, busy, error };
}
