// Preload hints for the remote that hydrates a server-rendered page. Its build lists the scripts of its `./routes`
// expose (shared/build/preload-startup-chunks.cjs, RemoteStartupScripts); without the hints the browser learns of
// them one round trip at a time (remotes.json, then the federation manifest, then remoteEntry.js, then the chunks).
import { readFileSync } from 'node:fs';
import { escapeHtmlAttribute } from './html-document';

/** The file a remote's production build writes next to its remoteEntry.js (RemoteStartupScripts). */
export const REMOTE_STARTUP_FILE = 'startup-scripts.json';

export type RemoteStartupScripts = { entry: string; manifest: string; routes: string[] };

const SCRIPT_FILE = /^[\w.-]+\.js$/;
const JSON_FILE = /^[\w.-]+\.json$/;

/** The build's list, or null when the file is not of the expected shape (then the page has no remote hints). */
export function readRemoteStartupScripts(file: string): RemoteStartupScripts | null {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<RemoteStartupScripts>;
  const { entry, manifest, routes } = value;
  if (typeof entry !== 'string' || !SCRIPT_FILE.test(entry)) return null;
  if (typeof manifest !== 'string' || !JSON_FILE.test(manifest)) return null;
  if (!Array.isArray(routes) || !routes.every((name) => typeof name === 'string' && SCRIPT_FILE.test(name))) return null;
  return { entry, manifest, routes };
}

/**
 * `<link rel="preload">` tags for the remote served under `baseUrl` (ending in /): its federation manifest (fetched by
 * the runtime with CORS, same origin), its entry and the expose's chunks, at low priority so that the page's content
 * and the shell's own entry keep the link first.
 */
export function remotePreloadTags(baseUrl: string, scripts: RemoteStartupScripts): string {
  const href = (file: string) => escapeHtmlAttribute(`${baseUrl}${file}`);
  const manifest = `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="${href(scripts.manifest)}">`;
  const entry = `<link rel="preload" as="script" fetchpriority="high" href="${href(scripts.entry)}">`;
  const chunks = scripts.routes.map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${href(file)}">`);
  return [manifest, entry, ...chunks].join('');
}
