import { useEffect, useState } from 'react';

export const SLUG_CHECK_DEBOUNCE_MS = 400;

/** `value` once it stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SLUG_CHECK_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
