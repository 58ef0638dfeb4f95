/**
 * Every event the API publishes carries `event_id` (the uuid of its outbox row). Delivery is
 * at-least-once (a retry after a crash or a failed publish may repeat an event), so listeners drop
 * an event whose id they have already seen.
 */
export const EVENT_ID_FIELD = 'event_id';

export type WithEventId<T> = T & { event_id: string };

/** The event id of a received payload, or null (older servers, test routes). */
export function eventIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const id = (payload as Record<string, unknown>)[EVENT_ID_FIELD];
  return typeof id === 'string' && id !== '' ? id : null;
}

export type RecentEventIds = {
  /** True when the payload's event id was seen among the last `capacity` ones; records it otherwise. */
  isRepeat(payload: unknown): boolean;
};

/** A bounded set of the most recent event ids (oldest forgotten first). Payloads without an id are never repeats. */
export function createRecentEventIds(capacity = 500): RecentEventIds {
  const seen = new Set<string>();
  return {
    isRepeat(payload) {
      const id = eventIdOf(payload);
      if (id === null) return false;
      if (seen.has(id)) return true;
      seen.add(id);
      if (seen.size > capacity) seen.delete(seen.values().next().value as string);
      return false;
    },
  };
}
