import { useEffect, useState } from 'react';
import { isUnreachableError } from '@comanda/shared/state';

/**
 * What a screen reads from the API, kept on the station: every answer is saved, and while the API cannot be reached
 * the last saved copy is used instead (undefined: none saved yet). A refusal from the API is never replaced by a copy.
 */
export function useKeptCopy<T>(live: T | undefined, error: unknown, save: (value: T) => Promise<void>, load: () => Promise<T | undefined>): { value: T | undefined; fromCopy: boolean } {
  const [copy, setCopy] = useState<T | undefined>(undefined);
  const unreachable = error !== undefined && isUnreachableError(error);
  useEffect(() => {
    if (live !== undefined) void save(live);
  }, [live, save]);
  useEffect(() => {
    if (!unreachable || live !== undefined) return;
    let current = true;
    void load().then((value) => current && setCopy(value));
    return () => {
      current = false;
    };
  }, [unreachable, live, load]);
  if (live !== undefined) return { value: live, fromCopy: false };
  return unreachable ? { value: copy, fromCopy: copy !== undefined } : { value: undefined, fromCopy: false };
}
