// Preload hints for the remote that hydrates a server-rendered page. Its build lists the scripts of its `./routes`
// expose (shared/build/preload-startup-chunks.cjs, RemoteStartupScripts); without the hints the browser learns of
// them one round trip at a time (remotes.json, then the federation manifest, then remoteEntry.js, then the chunks).
import { readFileSync } from 'node:fs';
import { escapeHtmlAttribute } from './html-document';

/** The file a remote's production build writes next to its remoteEntry.js (RemoteStartupScripts). */
export const REMOTE_STARTUP_FILE = 'startup-scripts.json';

/**
 * `firstScreen`: the storefront's `./first-screen` expose, which its server-rendered pages start with, and the shared
 * singletons it consumes (`firstScreenShared`, provided by the shell).
 */
export type RemoteStartupScripts = { entry: string; manifest: string; routes: string[]; firstScreen?: string[]; firstScreenShared?: string[] };

/** The shell's scripts of a server-rendered storefront's start, and those providing each shared singleton. */
export type ShellStartupScripts = { firstScreen: string[]; provides: Record<string, string[]> };

/** The file the shell's production build writes next to its index.html (PreloadStartupChunks). */
export const SHELL_STARTUP_FILE = 'startup-scripts.json';
/** The shell's chunk group a server-rendered storefront starts with (shell/src/index.ts names it). */
const SHELL_FIRST_SCREEN_GROUP = 'first-screen';

const SCRIPT_FILE = /^[\w.-]+\.js$/;
const JSON_FILE = /^[\w.-]+\.json$/;

/** The build's list, or null when the file is not of the expected shape (then the page has no remote hints). */
export function readRemoteStartupScripts(file: string): RemoteStartupScripts | null {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<RemoteStartupScripts>;
  const { entry, manifest, routes, firstScreen, firstScreenShared } = value;
  if (typeof entry !== 'string' || !SCRIPT_FILE.test(entry)) return null;
  if (typeof manifest !== 'string' || !JSON_FILE.test(manifest)) return null;
  if (!isScriptList(routes)) return null;
  if (firstScreen !== undefined && !isScriptList(firstScreen)) return null;
  if (firstScreenShared !== undefined && !(Array.isArray(firstScreenShared) && firstScreenShared.every((key) => typeof key === 'string'))) return null;
  return { entry, manifest, routes, ...(firstScreen ? { firstScreen, firstScreenShared: firstScreenShared ?? [] } : {}) };
}

const isScriptList = (value: unknown): value is string[] => Array.isArray(value) && value.every((name) => typeof name === 'string' && SCRIPT_FILE.test(name));
const SHELL_SCRIPT = /^\/[\w.-]+\.js$/;

const isShellScriptList = (value: unknown): value is string[] => Array.isArray(value) && value.every((name) => typeof name === 'string' && SHELL_SCRIPT.test(name));

/** The shell build's list (absolute paths), or null when the file is not of the expected shape. */
export function readShellStartupScripts(file: string): ShellStartupScripts | null {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const firstScreen = value[SHELL_FIRST_SCREEN_GROUP];
  const provides = value.provides;
  if (!isShellScriptList(firstScreen) || typeof provides !== 'object' || provides === null) return null;
  if (!Object.values(provides).every(isShellScriptList)) return null;
  return { firstScreen, provides: provides as Record<string, string[]> };
}

/**
 * What a server-rendered storefront starts with from the shell: its first-screen chunk and the providers of the
 * singletons the remote's first screen consumes (React DOM, emotion), found one round trip later otherwise.
 */
export function shellFirstScreenScripts(shell: ShellStartupScripts, remote: RemoteStartupScripts | null): string[] {
  const provided = (remote?.firstScreenShared ?? []).flatMap((key) => shell.provides[key] ?? []);
  return [...new Set([...shell.firstScreen, ...provided])];
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
  // The page starts with the storefront's first screen; its routes load when the browser is idle.
  const chunks = (scripts.firstScreen ?? scripts.routes).map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${href(file)}">`);
  return [manifest, entry, ...chunks].join('');
}
