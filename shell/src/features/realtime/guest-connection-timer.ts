/** How long a guest's connection outlives its last public channel. */
export const GUEST_IDLE_CLOSE_MS = 30_000;

/**
 * A guest leaving the tracking page keeps the socket for a while (back and forth between pages), then
 * closes it: nothing else needs it. A later subscription opens a new one.
 */
export class GuestConnectionTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `isIdle`: a guest's connection that no public channel uses. It is asked again when the delay ends. */
  constructor(
    private readonly isIdle: () => boolean,
    private readonly close: () => void,
    private readonly delayMs = GUEST_IDLE_CLOSE_MS,
  ) {}

  /** Starts the countdown over if the connection is idle now. */
  closeWhenIdle(): void {
    this.keep();
    if (!this.isIdle()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.isIdle()) this.close();
    }, this.delayMs);
  }

  /** Cancels a pending close. */
  keep(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
