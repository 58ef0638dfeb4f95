/**
 * The five remotes as the shell mounts them: federation name, folder (URL /remotes/<folder>/ and repository folder)
 * and the route prefixes each one owns. One table for the shell's routes, the API's hosting and the publish
 * command's contract check (a remote's package.json `comanda.routePrefixes` must match its row here).
 */
export const REMOTE_AREAS = {
  mf_storefront: { folder: 'mf-storefront', routePrefixes: ['/loja'] },
  mf_store: { folder: 'mf-store', routePrefixes: ['/store', '/entregador'] },
  mf_admin: { folder: 'mf-admin', routePrefixes: ['/admin'] },
  mf_pos: { folder: 'mf-pos', routePrefixes: ['/store/pdv', '/pdv-standalone'] },
  mf_customer: { folder: 'mf-customer', routePrefixes: ['/customer'] },
} as const;

export type RemoteName = keyof typeof REMOTE_AREAS;
export type RemoteFolder = (typeof REMOTE_AREAS)[RemoteName]['folder'];

export const REMOTE_NAMES = Object.keys(REMOTE_AREAS) as RemoteName[];
export const REMOTE_FOLDERS = REMOTE_NAMES.map((name) => REMOTE_AREAS[name].folder) as RemoteFolder[];

export const remoteNameOf = (folder: string): RemoteName | undefined => REMOTE_NAMES.find((name) => REMOTE_AREAS[name].folder === folder);
export const isRemoteName = (value: unknown): value is RemoteName => typeof value === 'string' && value in REMOTE_AREAS;

/** Where a remote's build is served: its unversioned build (`npm run build`), or one published release. */
export const remoteFolderUrl = (folder: RemoteFolder, version?: string) => (version ? `/remotes/${folder}/${version}/` : `/remotes/${folder}/`);
export const remoteManifestUrl = (folder: RemoteFolder, version?: string) => `${remoteFolderUrl(folder, version)}mf-manifest.json`;

/** How people read "no published version" (the admin screen, the audit log). */
export const UNVERSIONED_BUILD = 'build sem versão';

/** A release's folder name: `<UTC yyyymmdd-hhmmss>-<8 hex of its content>`, so versions sort by time. */
export const RELEASE_VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{8}$/;

/** The version a manifest URL points at (`/remotes/mf-admin/<version>/mf-manifest.json`), or null for the unversioned build. */
export function releaseVersionOf(manifestUrl: string | undefined): string | null {
  const segment = manifestUrl?.split('/').at(-2);
  return segment && RELEASE_VERSION_PATTERN.test(segment) ? segment : null;
}

/** What a browser reports when a remote fails to load (POST /api/remotes/load-errors). */
export type RemoteLoadErrorReport = { remote: RemoteName; entry: string; message: string };
export const REMOTE_LOAD_ERRORS_URL = '/api/remotes/load-errors';

/** A published version of a remote (its `release.json`). */
export type RemoteRelease = {
  remote: RemoteName;
  version: string;
  /** When the build ran (ISO). */
  builtAt: string;
  /** The git commit it was built from, null outside a repository. */
  commit: string | null;
  files: number;
  bytes: number;
};

/** A failure a browser reported, as /admin/remotes lists it. */
export type RemoteLoadError = { version: string | null; entry: string; message: string; userAgent: string | null; createdAt: string };
export type RemoteLoadErrors = { last24h: number; recent: RemoteLoadError[] };

/** A remote's versions: the active one (null = the unversioned build) and those kept, newest first. */
export type RemoteReleases = { remote: RemoteName; folder: RemoteFolder; active: string | null; releases: RemoteRelease[] };

/** A row of GET /api/admin/remotes. */
export type AdminRemote = RemoteReleases & { loadErrors: RemoteLoadErrors };
