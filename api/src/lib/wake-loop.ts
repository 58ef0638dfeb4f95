import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { SingleFlight } from './single-flight';

export type WakeLoopOptions = {
  db: Pick<DbHandle, 'listen' | 'query'>;
  /** NOTIFY channel whose payload is the schema written to (several test schemas share one server). */
  channel: string;
  /** Fallback: the loop looks for work at least this often (a NOTIFY may be lost). */
  pollMs: number;
  /** One round of work; resolves with the ms until more is due (null: nothing known, wait pollMs). */
  round: () => Promise<number | null>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/**
 * The wake-up side of a database-backed worker: rounds never overlap (SingleFlight), a round runs on
 * LISTEN/NOTIFY from the table's trigger, when the next row is due (timer), and at least every pollMs.
 */
export class WakeLoop {
  private readonly flight = new SingleFlight(() => this.runRound());
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private stopped = true;

  constructor(private readonly options: WakeLoopOptions) {}

  async start(): Promise<void> {
    this.stopped = false;
    const { db, channel, log, pollMs } = this.options;
    try {
      const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = row?.schema ?? 'public';
      this.unlisten = await db.listen(channel, (payload) => {
        if (payload === schema) this.wake();
      });
    } catch (err) {
      log.warn({ err, channel }, `notifications unavailable: work is looked for every ${pollMs} ms`);
    }
    this.wake();
  }

  /** Runs a round now (or right after the current one) and resolves when the loop is idle. */
  async runNow(): Promise<void> {
    this.flight.trigger();
    await this.flight.idle();
  }

  get running(): boolean {
    return !this.stopped;
  }

  wake(): void {
    if (!this.stopped) this.flight.trigger();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.unlisten?.();
    this.unlisten = null;
    await this.flight.idle();
  }

  private async runRound(): Promise<void> {
    let nextMs: number | null = null;
    try {
      nextMs = await this.options.round();
    } catch (err) {
      this.options.log.error({ err, channel: this.options.channel }, 'worker round failed');
    }
    if (this.stopped || this.flight.rerunRequested) return;
    const { pollMs } = this.options;
    this.schedule(nextMs == null ? pollMs : Math.min(pollMs, Math.max(Math.ceil(nextMs), 20)));
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, ms);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
