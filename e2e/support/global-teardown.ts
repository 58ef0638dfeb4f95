import { stopAll, type E2eHandles } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const handles = (globalThis as { __COMANDA_E2E__?: E2eHandles }).__COMANDA_E2E__;
  if (handles) await stopAll(handles);
}
