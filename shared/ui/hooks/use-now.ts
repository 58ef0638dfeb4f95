import { useEffect, useState } from 'react';

/**
 * The current time (epoch milliseconds), re-read every `intervalMs` so what depends on it stays true: relative
 * times ('há 5 minutos'), order ages, late orders, 'today' on the board.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
