import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { DELETE_DELIVERED } from './outbox-statements';

/**
 * Deletes delivered rows in batches, after their caller has moved on: under load one DELETE serves many
 * orders. A crash before it only means those events are published again (listeners drop repeats by id).
 */
export class DeliveredRows {
  private pending: number[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Pick<DbHandle, 'run'>,
    private readonly owner: string,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /** Told of every batch once its DELETE is done (or failed): this node stops renewing those rows' lease. */
    private readonly onSettled: (ids: number[]) => void = () => {},
  ) {}

  forget(ids: number[]): void {
    this.pending.push(...ids);
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null;
    });
  }

  async settled(): Promise<void> {
    await this.flushing;
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.pending;
      this.pending = [];
      await this.db.run(DELETE_DELIVERED, [batch, this.owner]).catch((err: unknown) => this.log.error({ err }, 'delivered outbox events not deleted'));
      this.onSettled(batch);
    }
  }
}
