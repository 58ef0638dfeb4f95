// Read by index.ts before the async boundary: no shared singletons (React, MUI, the store) may be imported here.
import { REMOTE_NAMES, type RemoteName } from '../features/remotes/remote-names';

/** The element the API writes the page's state into (api/src/ssr/html-document.ts). */
export const SERVER_RENDER_ELEMENT_ID = 'comanda-ssr';

/** What a server-rendered page carries: the remote that rendered it, the store, and that remote's own state. */
export type ServerRender = { remote: RemoteName; slug: string; state: unknown };

const isRemoteName = (value: unknown): value is RemoteName => (REMOTE_NAMES as readonly unknown[]).includes(value);

/** The page's server-render state, or null for the plain SPA page. */
export function readServerRender(doc: Document = document): ServerRender | null {
  const text = doc.getElementById(SERVER_RENDER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerRender>;
    return isRemoteName(value.remote) && typeof value.slug === 'string' ? { remote: value.remote, slug: value.slug, state: value.state } : null;
  } catch {
    return null;
  }
}
