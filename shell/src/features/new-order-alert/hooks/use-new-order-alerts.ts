import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { OrderSummary } from '@comanda/shared/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { listenToOrderEvents, useAppSelector, useActiveStoreId } from '@comanda/shared/state';
import { usePendingStoreOrdersQuery } from '../api/pending-orders-api';
import { selectLeftPending } from '../lib/acknowledged';
import { readAlertMuted, writeAlertMuted } from '../lib/alert-preferences';
import { openedOrderId } from '../lib/alert-text';
import { createBeeper, type Beeper, type SoundState } from '../lib/beeper';

export type NewOrderAlerts = {
  /** New orders still waiting for someone (pending and not opened). */
  waiting: OrderSummary[];
  /** The ones that arrived live while this page was open: their notice stays until opened or accepted. */
  announced: OrderSummary[];
  muted: boolean;
  toggleMuted: () => void;
  /** Audio is blocked by the browser until a user gesture. */
  soundBlocked: boolean;
  unlockSound: () => void;
};

/**
 * The new-order alarm: a toast per new order and a beep that repeats while any new order is still
 * 'pending' and nobody opened it. Any click or key on the page also unlocks blocked audio.
 */
export function useNewOrderAlerts({ basePath, createBeeperFn = createBeeper }: { basePath: string; createBeeperFn?: () => Beeper }): NewOrderAlerts {
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState<OrderSummary[]>([]);
  const [announcedIds, setAnnouncedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [muted, setMuted] = useState(readAlertMuted);
  const [beeper, setBeeper] = useState<Beeper | null>(null);

  // One audio context per mounted alert (created in an effect, so a remount gets a fresh one).
  useEffect(() => {
    const created = createBeeperFn();
    setBeeper(created);
    return () => created.dispose();
  }, [createBeeperFn]);
  const subscribe = useCallback((listener: () => void) => beeper?.onChange(listener) ?? (() => undefined), [beeper]);
  const readSoundState = useCallback((): SoundState => beeper?.soundState() ?? 'unsupported', [beeper]);
  const soundState = useSyncExternalStore(subscribe, readSoundState, readSoundState);

  // Orders someone has already noticed here: a refetch of the pending list must not ring for them again.
  const noticed = useRef(new Set<number>());

  const acknowledge = useCallback(
    (ids: readonly number[]) => {
      if (ids.length === 0) return;
      for (const id of ids) noticed.current.add(id);
      setWaiting((current) => (current.some((order) => ids.includes(order.id)) ? current.filter((order) => !ids.includes(order.id)) : current));
    },
    [],
  );

  // New orders arrive; status changes (from any device) end the alarm of orders that left 'pending'.
  // The notice, the beep and the alert button's count carry on until someone opens or accepts the order.
  const ring = useCallback(
    (order: OrderSummary, { toast }: { toast: boolean }) => {
      if (order.status !== 'pending' || noticed.current.has(order.id)) return;
      setWaiting((current) => (current.some((known) => known.id === order.id) ? current : [...current, order]));
      if (toast) setAnnouncedIds((current) => (current.has(order.id) ? current : new Set([...current, order.id])));
    },
    [],
  );

  // Orders already pending when the page opens (or missed while offline and refetched) ring too.
  const storeId = useActiveStoreId();
  const { data: pending } = usePendingStoreOrdersQuery(storeId === null ? skipToken : { storeId, status: 'pending', per_page: 50 });
  useEffect(() => {
    for (const order of pending?.data ?? []) ring(order, { toast: false });
  }, [pending, ring]);

  useEffect(
    () =>
      listenToOrderEvents({
        onNewOrder: (order) => ring(order, { toast: true }),
        onStatusUpdate: (update) => {
          if (update.status !== 'pending') acknowledge([update.id]);
        },
      }),
    [acknowledge, ring],
  );

  // Opening the order counts as noticing it.
  const opened = openedOrderId(pathname, basePath);
  useEffect(() => {
    if (opened !== null) acknowledge([opened]);
  }, [opened, waiting, acknowledge]);

  // Accepted on this page (kanban, details), or loaded as no longer pending.
  const leftPending = useAppSelector((state) => selectLeftPending(state, waiting.map((order) => order.id)));
  useEffect(() => {
    if (leftPending) acknowledge(leftPending.split(',').map(Number));
  }, [leftPending, acknowledge]);

  const ringing = waiting.length > 0 && !muted;
  useEffect(() => {
    if (ringing) beeper?.start();
    else beeper?.stop();
  }, [ringing, beeper]);

  // Browsers let audio start only after a gesture: the first click or key anywhere unlocks it.
  useEffect(() => {
    if (soundState !== 'blocked' || !beeper) return undefined;
    const unlock = () => void beeper.unlock();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, [soundState, beeper]);

  const toggleMuted = useCallback(() => {
    setMuted((current) => {
      writeAlertMuted(!current);
      return !current;
    });
  }, []);

  return {
    waiting,
    announced: waiting.filter((order) => announcedIds.has(order.id)),
    muted,
    toggleMuted,
    soundBlocked: soundState === 'blocked' && !muted,
    unlockSound: () => void beeper?.unlock(),
  };
}
