import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { OutboxLease } from '../../outbox/outbox-events';

/** Who writes and this node's outbox lease: every zone or rates write tells open storefronts (announceStoreChange). */
export type DeliveryWriter = { db: Db; actor: Pick<UserRow, 'id' | 'name'>; lease: OutboxLease };
