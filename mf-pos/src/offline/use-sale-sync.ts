import { useCallback, useEffect, useRef, useState } from 'react';
import { useActiveStoreId } from '@comanda/shared/state';
import { flushSales, type FlushOptions, type FlushResult, type SendSale } from './sale-queue';
import { useSendSale } from './send-sale';
import { reportNetworkFailure, reportNetworkSuccess, useConnectivity } from './use-connectivity';
import { usePendingSales } from './use-pending-sales';

export const SYNC_INTERVAL_MS = 30_000;

export type SaleSyncOptions = {
  /** Default: the active store. */
  storeId?: number | null;
  /** Default: POST through the app's API (tests inject their own). */
  send?: SendSale;
  intervalMs?: number;
};

export type SaleSync = {
  /** Sends what is queued now (the backoff is skipped when `force`). Null when there is nothing to do it for. */
  flushNow: (options?: Pick<FlushOptions, 'force'>) => Promise<FlushResult | null>;
  syncing: boolean;
  lastResult: FlushResult | null;
};

/**
 * Keeps the outbox moving: a flush when mounted (and when the store changes), when the station comes back online,
 * and every 30 s while sales are waiting. Safe to mount more than once: one flush runs at a time.
 */
export function useSaleSync(options: SaleSyncOptions = {}): SaleSync {
  const activeStoreId = useActiveStoreId();
  const storeId = options.storeId === undefined ? activeStoreId : options.storeId;
  const appSend = useSendSale();
  const send = options.send ?? appSend;
  const intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS;
  const { online } = useConnectivity();
  const { waiting } = usePendingSales(storeId);
  const [syncing, setSyncing] = useState(false);
  const [lastResult, setLastResult] = useState<FlushResult | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const flushNow = useCallback(
    async ({ force = false }: Pick<FlushOptions, 'force'> = {}): Promise<FlushResult | null> => {
      // The browser knows for sure when there is no link at all; a failed request only makes us doubt (we still try).
      if (!storeId || (typeof navigator !== 'undefined' && navigator.onLine === false)) return null;
      if (mounted.current) setSyncing(true);
      try {
        const result = await flushSales(send, { storeId, force });
        if (result.stopped === 'network') reportNetworkFailure();
        else if (result.outcomes.length > 0 || result.stopped === 'server' || result.stopped === 'auth') reportNetworkSuccess();
        if (mounted.current) setLastResult(result);
        return result;
      } catch (error) {
        // The database failed (storage full, blocked, closed): the sales stay where they are; the next tick retries.
        console.warn('[PDV] Falha ao enviar a fila de vendas', error);
        return null;
      } finally {
        if (mounted.current) setSyncing(false);
      }
    },
    [send, storeId],
  );

  // Mount and store change.
  useEffect(() => {
    void flushNow();
  }, [flushNow]);

  // Back online: try at once, whatever the backoff says.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void flushNow({ force: true });
    wasOnline.current = online;
  }, [online, flushNow]);

  // While sales wait.
  useEffect(() => {
    if (waiting === 0) return undefined;
    const timer = setInterval(() => void flushNow(), intervalMs);
    return () => clearInterval(timer);
  }, [waiting, intervalMs, flushNow]);

  return { flushNow, syncing, lastResult };
}
