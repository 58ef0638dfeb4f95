import type { FastifyInstance } from 'fastify';
import { isRemoteName, type RemoteName } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { fieldError, notFound } from '../../lib/http-error';
import { findUnsafeInput } from '../../lib/input-guard';
import { rateLimitGuard } from '../../lib/rate-limit-guard';
import { validateBody } from '../../lib/validate-body';
import { ReleaseError } from '../../releases/release-store';
import { recordLoadError } from './remote-load-errors.service';
import { REMOTE_RELEASE_MESSAGES, activateSchema, loadErrorReportSchema } from './remote-releases.schema';
import { activateRemoteVersion, remoteOverview, remotesOverview, rollbackRemoteVersion } from './remote-releases.service';

type RemoteParams = { Params: { remote: string } };

/** Reports per IP and minute: a page retries a failed remote once, so a few a minute is already a lot. */
export const LOAD_ERROR_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;

/**
 * The report as an object: JSON (a Blob sent as application/json), or the text `navigator.sendBeacon(url, string)`
 * sends as text/plain, parsed here and checked as the input guard checks every parsed body.
 */
function reportBodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const problem = findUnsafeInput(parsed);
  if (problem) throw fieldError(problem.path || '_', problem.message);
  return parsed;
}

function remoteOf(value: string): RemoteName {
  if (!isRemoteName(value)) throw notFound();
  return value;
}

/**
 * Browsers report remotes that failed to load (public, limited per IP); the platform admin sees each remote's
 * active version, the kept ones and those reports at /admin/remotes, and activates a version (or the unversioned
 * build) or rolls back; each switch goes to the admin audit log.
 */
export async function remoteReleasesRoutes(app: FastifyInstance): Promise<void> {
  const reportLimit = rateLimitGuard(app, [{ ...LOAD_ERROR_RATE_LIMIT, key: (request) => `remote-load-error-ip:${request.ip}` }]);

  app.post('/remotes/load-errors', { config: { access: access.public }, preHandler: [reportLimit] }, async (request, reply) => {
    const report = await validateBody(loadErrorReportSchema, reportBodyOf(request.body));
    await recordLoadError(app.dbHandle, report, request.headers['user-agent'], app.now());
    return reply.code(204).send();
  });

  const admin = { config: { access: access.superAdmin } };

  app.get('/admin/remotes', admin, async () => ({ data: await remotesOverview(app.releases, app.dbHandle, app.now()) }));

  app.post<RemoteParams>('/admin/remotes/:remote/activate', admin, async (request) => {
    const remote = remoteOf(request.params.remote);
    const { version } = await validateBody(activateSchema, request.body);
    if (version === '') throw fieldError('version', REMOTE_RELEASE_MESSAGES.versionRequired);
    const user = currentUser(request);
    let switched: { from: string | null; to: string | null };
    try {
      switched = await activateRemoteVersion(app.releases, app.db, { id: user.id, name: user.name }, remote, version);
    } catch (err) {
      if (err instanceof ReleaseError) throw fieldError('version', REMOTE_RELEASE_MESSAGES.versionNotKept);
      throw err;
    }
    request.log.info({ remote, ...switched, by: user.id }, 'remote version activated');
    return { data: await remoteOverview(app.releases, app.dbHandle, app.now(), remote) };
  });

  app.post<RemoteParams>('/admin/remotes/:remote/rollback', admin, async (request) => {
    const remote = remoteOf(request.params.remote);
    const user = currentUser(request);
    let switched: { from: string | null; to: string | null };
    try {
      switched = await rollbackRemoteVersion(app.releases, app.db, { id: user.id, name: user.name }, remote);
    } catch (err) {
      if (err instanceof ReleaseError) throw fieldError('remote', REMOTE_RELEASE_MESSAGES.nothingToRollBack);
      throw err;
    }
    request.log.info({ remote, ...switched, by: user.id }, 'remote version rolled back');
    return { data: await remoteOverview(app.releases, app.dbHandle, app.now(), remote) };
  });
}
