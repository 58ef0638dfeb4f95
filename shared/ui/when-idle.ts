/**
 * Runs `task` once the browser has nothing better to do: at idle time, or after `timeoutMs` at the latest. Without
 * requestIdleCallback (Safari), after `fallbackMs`. Returns a cancel function.
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
