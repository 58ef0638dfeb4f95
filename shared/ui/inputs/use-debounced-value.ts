import { useEffect, useState } from 'react';

/** `value` once it stopped changing for `delay` ms (what a search box or an availability check asks the server). */
export function useDebouncedValue<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
