import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

export type LeaseKeeperOptions<K> = {
  /** The lease every renewal (and the statement that first leased a row) gives: database clock + leaseMs. */
  leaseMs: number;
  /** Renews the leases of `keys` if this node still holds them; resolves with those it still holds. */
  renew: (keys: K[]) => Promise<K[]>;
  /** A renewal found the row taken by another node (its lease had run out) or gone. */
  onLost?: (key: K) => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Keeps alive the leases of the rows this node works on (a heartbeat every third of the lease) and knows, by
 * its own monotonic clock, until when each one surely holds: the database set `now + leaseMs` no earlier than the
 * moment the statement was sent. Other nodes take a row only once its lease has run out, so while `holds(key)`
 * no other node can have taken it; a node that dies stops renewing and its rows are taken within one lease.
 */
export class LeaseKeeper<K> {
  private readonly heldUntil = new Map<K, number>();
  private timer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;

  constructor(private readonly options: LeaseKeeperOptions<K>) {}

  /** Starts keeping `keys`, leased by a statement sent at `leasedAt` (performance.now()). */
  hold(keys: K[], leasedAt: number): void {
    for (const key of keys) this.heldUntil.set(key, leasedAt + this.options.leaseMs);
    if (this.heldUntil.size > 0 && !this.timer) {
      this.timer = setInterval(() => void this.renewAll(), Math.max(1, Math.floor(this.options.leaseMs / 3)));
      this.timer.unref();
    }
  }

  /** Whether the lease surely lasts long enough for the next renewal to extend it. */
  holds(key: K): boolean {
    const until = this.heldUntil.get(key);
    return until !== undefined && until - performance.now() > this.options.leaseMs / 3;
  }

  /** Renews at once those of `keys` whose lease nears its end; resolves with the keys surely held. */
  async confirm(keys: K[]): Promise<K[]> {
    const doubtful = keys.filter((key) => this.heldUntil.has(key) && !this.holds(key));
    if (doubtful.length > 0) await this.renew(doubtful);
    return keys.filter((key) => this.holds(key));
  }

  release(keys: K[]): void {
    for (const key of keys) this.heldUntil.delete(key);
    if (this.heldUntil.size === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async renewAll(): Promise<void> {
    if (this.renewing) return;
    this.renewing = this.renew([...this.heldUntil.keys()]).finally(() => {
      this.renewing = null;
    });
    await this.renewing;
  }

  private async renew(keys: K[]): Promise<void> {
    if (keys.length === 0) return;
    const sentAt = performance.now();
    let kept: Set<K>;
    try {
      kept = new Set(await this.options.renew(keys));
    } catch (err) {
      // Kept as they are: `holds` turns false once a lease nears its end, and nothing more is done under it.
      this.options.log.warn({ err }, 'lease renewal failed');
      return;
    }
    for (const key of keys) {
      if (!this.heldUntil.has(key)) continue;
      if (kept.has(key)) {
        this.heldUntil.set(key, sentAt + this.options.leaseMs);
      } else {
        this.heldUntil.delete(key);
        this.options.onLost?.(key);
      }
    }
    if (this.heldUntil.size === 0) this.stop();
  }
}
