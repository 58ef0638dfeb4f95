import type { DbHandle, Statement } from '../../src/db/client';

/** A database handle whose lease renewals hang once `crash()` is called: the node stopped (kill -9, a frozen VM). */
export function crashable(handle: DbHandle): { handle: DbHandle; crash: () => void } {
  let crashed = false;
  const run = (statement: Statement, params: unknown[]) => (crashed && statement.name.endsWith('_renew') ? new Promise<never>(() => {}) : handle.run(statement, params));
  const proxy = new Proxy(handle, {
    get(target, prop) {
      if (prop === 'run') return run;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { handle: proxy, crash: () => (crashed = true) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
