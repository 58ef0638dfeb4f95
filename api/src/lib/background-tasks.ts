import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the response (e.g. the password-reset mail, whose cost would tell whether an address exists).
 * Errors are logged, never thrown at the caller; `idle()` waits for what is running (app close, tests).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    // setImmediate: none of the work runs before the handler has returned its answer.
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
