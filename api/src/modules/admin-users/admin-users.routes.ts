import type { FastifyInstance } from 'fastify';
import { ADMIN_USER_MESSAGES, adminUserDeactivateSchema, adminUserListQuerySchema, adminUserRoleSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody, validateQuery } from '../../lib/validate-body';
import { adminUserDetails, listAdminUsers, userIdOf } from './admin-users.queries';
import { changeUserRole, deactivateUser, reactivateUser, sendPasswordReset } from './admin-users.service';

type Params = { Params: { id: string } };

/**
 * The platform's accounts (/admin/users): list and details, role changes within the rules of shared/domain
 * (admin-users.ts), deactivation (sessions ended at once), reactivation and a password-reset e-mail. Every write
 * is in the admin audit log, written in its transaction.
 */
export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };
  const details = (id: number) => adminUserDetails(app.db, id, app.now());

  app.get('/admin/users', admin, async (request) => listAdminUsers(app.db, await validateQuery(adminUserListQuerySchema, request.query)));

  app.get<Params>('/admin/users/:id', admin, async (request) => ({ data: await details(userIdOf(request.params.id)) }));

  app.put<Params>('/admin/users/:id/role', admin, async (request) => {
    const id = userIdOf(request.params.id);
    const input = await validateBody(adminUserRoleSchema, request.body);
    const { changed } = await changeUserRole(app.db, actorOf(request), id, input);
    return { message: changed ? ADMIN_USER_MESSAGES.roleChanged : ADMIN_USER_MESSAGES.unchanged, data: await details(id) };
  });

  app.post<Params>('/admin/users/:id/deactivate', admin, async (request) => {
    const id = userIdOf(request.params.id);
    const input = await validateBody(adminUserDeactivateSchema, request.body ?? {});
    await deactivateUser(app.db, actorOf(request), id, input, app.now());
    return { message: ADMIN_USER_MESSAGES.deactivated, data: await details(id) };
  });

  app.post<Params>('/admin/users/:id/reactivate', admin, async (request) => {
    const id = userIdOf(request.params.id);
    await reactivateUser(app.db, actorOf(request), id, app.now());
    return { message: ADMIN_USER_MESSAGES.reactivated, data: await details(id) };
  });

  app.post<Params>('/admin/users/:id/password-reset', admin, async (request) => {
    const id = userIdOf(request.params.id);
    const deps = { db: app.db, appUrl: app.config.appUrl, ttlMinutes: app.config.passwordResetTtlMinutes, logger: request.log };
    const { email } = await sendPasswordReset(deps, actorOf(request), id);
    return { message: ADMIN_USER_MESSAGES.resetSent(email) };
  });
}
