// Child processes for server-side benchmark code, so the load generator does not share its event loop.
import { spawn } from 'node:child_process';

/**
 * Starts `node --import tsx script` with an IPC channel; resolves once the child sends { type: 'ready', ... }.
 * Returns { child, ready, request(type), stop() } — request() sends { type } and resolves with the next reply of that type.
 */
export function startChild(script, { cwd, env = {}, readyTimeoutMs = 30_000 } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script}: not ready within ${readyTimeoutMs} ms`)), readyTimeoutMs);
    child.on('message', (message) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message);
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${script}: exited before ready (${code ?? signal})`));
    });
  });
  const request = (type) =>
    new Promise((resolve) => {
      const onMessage = (message) => {
        if (message?.type !== type) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.send({ type });
    });
  /** SIGTERM (graceful), SIGKILL after `graceMs`. */
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { child, ready, request, stop };
}
