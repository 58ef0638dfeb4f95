/**
 * Runs `task` when triggered, never twice at once: a trigger that comes while it runs asks for one more run
 * right after (any number of such triggers make one run).
 */
export class SingleFlight {
  private running: Promise<void> | null = null;
  private rerun = false;

  constructor(private readonly task: () => Promise<void>) {}

  trigger(): void {
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.runUntilSettled().finally(() => {
      this.running = null;
    });
  }

  /** Whether a trigger came during the current run (its caller may want to skip waiting). */
  get rerunRequested(): boolean {
    return this.rerun;
  }

  /** Resolves when no run is in progress. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async runUntilSettled(): Promise<void> {
    do {
      this.rerun = false;
      await this.task();
    } while (this.rerun);
  }
}
