import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  REMOTE_AREAS,
  REMOTE_NAMES,
  RELEASE_VERSION_PATTERN,
  releaseVersionOf,
  remoteManifestUrl,
  type RemoteName,
  type RemoteRelease,
  type RemoteReleases,
} from '@comanda/shared/domain';

/** federation name → manifest URL: the body of /remotes.json. */
export type RemotesManifest = Record<RemoteName, string>;

/** `release.json`, written next to a release's files when it is published. */
export type ReleaseInfo = RemoteRelease;

export class ReleaseError extends Error {}

export const RELEASE_INFO_FILE = 'release.json';
export const DEFAULT_KEPT_RELEASES = 5;

/** Server-side files of a release (the storefront's render bundle): kept beside, never under the served folder. */
const SERVER_FILES_FOLDER = '_server';

/** Every remote at its unversioned build (/remotes/<folder>/). */
export function unversionedManifest(): RemotesManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteManifestUrl(REMOTE_AREAS[name].folder)])) as RemotesManifest;
}

function walk(dir: string): { files: number; bytes: number; hash: string } {
  const hash = createHash('sha256');
  let files = 0;
  let bytes = 0;
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const content = readFileSync(full);
        hash.update(path.relative(dir, full)).update(content);
        files += 1;
        bytes += content.length;
      }
    }
  };
  visit(dir);
  return { files, bytes, hash: hash.digest('hex') };
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Published remotes on disk: `<dir>/<folder>/<version>/` holds one build, never changed once written, and
 * `<dir>/remotes.json` says which version of each remote is active (every remote listed; an unpublished one at its
 * unversioned build). Activating writes a new remotes.json and renames it over the old one, so a reader (nginx, any
 * API node sharing the folder) sees the old file or the new one, never half of it. Rolling back is activating again.
 */
export class ReleaseStore {
  readonly manifestFile: string;
  private cached: { stamp: string; manifest: RemotesManifest } | null = null;

  constructor(
    readonly dir: string,
    readonly keep = DEFAULT_KEPT_RELEASES,
  ) {
    this.manifestFile = path.join(dir, 'remotes.json');
  }

  /** The served folder of a remote's releases (`/remotes/<folder>/<version>/…` resolves under it). */
  remoteDir(remote: RemoteName): string {
    return path.join(this.dir, REMOTE_AREAS[remote].folder);
  }

  releaseDir(remote: RemoteName, version: string): string {
    return path.join(this.remoteDir(remote), version);
  }

  serverFilesDir(remote: RemoteName, version: string): string {
    return path.join(this.dir, SERVER_FILES_FOLDER, REMOTE_AREAS[remote].folder, version);
  }

  /** The active manifest, read again only when the file changed (cheap enough for every request). */
  manifest(): RemotesManifest {
    let fileStamp: string;
    try {
      const stats = statSync(this.manifestFile);
      fileStamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      return unversionedManifest();
    }
    if (this.cached?.stamp !== fileStamp) {
      const stored = JSON.parse(readFileSync(this.manifestFile, 'utf8')) as Partial<RemotesManifest>;
      this.cached = { stamp: fileStamp, manifest: { ...unversionedManifest(), ...stored } };
    }
    return this.cached.manifest;
  }

  activeVersion(remote: RemoteName): string | null {
    return releaseVersionOf(this.manifest()[remote]);
  }

  /** A remote's kept releases, newest first. */
  list(remote: RemoteName): ReleaseInfo[] {
    const dir = this.remoteDir(remote);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => RELEASE_VERSION_PATTERN.test(name) && existsSync(path.join(dir, name, RELEASE_INFO_FILE)))
      .sort()
      .reverse()
      .map((version) => JSON.parse(readFileSync(path.join(dir, version, RELEASE_INFO_FILE), 'utf8')) as ReleaseInfo);
  }

  overview(): RemoteReleases[] {
    return REMOTE_NAMES.map((remote) => ({ remote, folder: REMOTE_AREAS[remote].folder, active: this.activeVersion(remote), releases: this.list(remote) }));
  }

  /**
   * Copies a build (and its server-side files) into a new version folder, written under a temporary name and
   * renamed into place. Does not activate it.
   */
  add(remote: RemoteName, buildDir: string, options: { serverDir?: string; commit: string | null; builtAt?: Date }): ReleaseInfo {
    if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) throw new ReleaseError(`${buildDir} não tem mf-manifest.json: não é o build de um remoto`);
    const { files, bytes, hash } = walk(buildDir);
    const builtAt = options.builtAt ?? new Date();
    const version = `${stamp(builtAt)}-${hash.slice(0, 8)}`;
    const target = this.releaseDir(remote, version);
    if (existsSync(target)) throw new ReleaseError(`A versão ${version} de ${remote} já existe`);
    const info: ReleaseInfo = { remote, version, builtAt: builtAt.toISOString(), commit: options.commit, files, bytes };

    if (options.serverDir) {
      const serverTarget = this.serverFilesDir(remote, version);
      mkdirSync(path.dirname(serverTarget), { recursive: true });
      cpSync(options.serverDir, serverTarget, { recursive: true });
    }
    const staging = path.join(this.remoteDir(remote), `.staging-${version}-${process.pid}`);
    mkdirSync(staging, { recursive: true });
    cpSync(buildDir, staging, { recursive: true });
    writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    renameSync(staging, target);
    return info;
  }

  /** Points remotes.json at a kept version (null: the unversioned build). */
  activate(remote: RemoteName, version: string | null): RemotesManifest {
    if (version !== null && !this.list(remote).some((release) => release.version === version)) {
      throw new ReleaseError(`A versão ${version} de ${remote} não existe (ou não é mais mantida)`);
    }
    const next = { ...this.manifest(), [remote]: remoteManifestUrl(REMOTE_AREAS[remote].folder, version ?? undefined) };
    mkdirSync(this.dir, { recursive: true });
    const temporary = `${this.manifestFile}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(temporary, this.manifestFile);
    return next;
  }

  /** The version before the active one (the unversioned build when there is none), activated. */
  rollback(remote: RemoteName): string | null {
    const active = this.activeVersion(remote);
    if (!active) throw new ReleaseError(`${remote} não tem versão publicada ativa para desfazer`);
    const previous = this.list(remote).find((release) => release.version < active)?.version ?? null;
    this.activate(remote, previous);
    return previous;
  }

  /** Deletes the oldest releases beyond `keep`, never the active one; returns the versions removed. */
  prune(remote: RemoteName): string[] {
    const active = this.activeVersion(remote);
    const removed = this.list(remote)
      .map((release) => release.version)
      .filter((version) => version !== active)
      .slice(Math.max(0, this.keep - (active ? 1 : 0)));
    for (const version of removed) {
      rmSync(this.releaseDir(remote, version), { recursive: true, force: true });
      rmSync(this.serverFilesDir(remote, version), { recursive: true, force: true });
    }
    return removed;
  }
}
