import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_MESSAGES } from '@comanda/shared/domain';
import { currentUser, sessionClientOf } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import { notFound } from '../../lib/http-error';
import { acceptInvitation, cancelInvitation, inviteEmployee, previewInvitation, resendInvitation, type InviteContext } from './employees.invite';
import { listBranches, listEmployees, listPendingInvitations } from './employees.queries';
import { updateEmployee } from './employees.update';

type StoreParams = { Params: { storeId: string } };
type EmployeeParams = { Params: { storeId: string; userId: string } };
type InvitationParams = { Params: { storeId: string; invitationId: string } };

const ID = /^\d{1,9}$/;
const idOf = (value: string): number => {
  if (!ID.test(value)) throw notFound();
  return Number(value);
};

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'employees.manage') } };
  const inviteContext = (request: { store: InviteContext['store'] | null } & Parameters<typeof currentUser>[0]): InviteContext => ({
    db: app.db,
    store: request.store!,
    actor: currentUser(request),
    now: app.now(),
    appUrl: app.config.appUrl,
  });

  app.get<StoreParams>('/stores/:storeId/employees', manage, async (request) => ({
    data: await listEmployees(app.dbHandle, request.store!.id),
    invitations: await listPendingInvitations(app.db, request.store!.id, app.now()),
    branches: await listBranches(app.db, request.store!.id),
  }));

  app.post<StoreParams>('/stores/:storeId/employees', manage, async (request, reply) => {
    const result = await inviteEmployee(inviteContext(request), request.body);
    return reply.code(201).send(result);
  });

  app.get<EmployeeParams>('/stores/:storeId/employees/:userId', manage, async (request) => {
    const [employee] = await listEmployees(app.dbHandle, request.store!.id, idOf(request.params.userId));
    if (!employee) throw notFound();
    return { data: employee };
  });

  app.put<EmployeeParams>('/stores/:storeId/employees/:userId', manage, async (request) => {
    const userId = idOf(request.params.userId);
    await updateEmployee(app.db, request.store!, currentUser(request), userId, request.body, app.now());
    const [employee] = await listEmployees(app.dbHandle, request.store!.id, userId);
    return { data: employee };
  });

  app.post<InvitationParams>('/stores/:storeId/employees/invitations/:invitationId/resend', manage, async (request) => {
    await resendInvitation(inviteContext(request), idOf(request.params.invitationId));
    return { message: EMPLOYEE_MESSAGES.resent };
  });

  app.delete<InvitationParams>('/stores/:storeId/employees/invitations/:invitationId', manage, async (request, reply) => {
    await cancelInvitation(inviteContext(request), idOf(request.params.invitationId));
    return reply.code(204).send();
  });
}

/** The invitation link's page (public: the token is the secret). */
export async function invitationsRoutes(app: FastifyInstance): Promise<void> {
  type TokenParams = { Params: { token: string } };
  const open = { config: { access: access.public } };

  app.get<TokenParams>('/invitations/:token', open, async (request) => ({ data: await previewInvitation(app.db, request.params.token, app.now()) }));

  app.post<TokenParams>('/invitations/:token/accept', open, async (request) =>
    acceptInvitation(app.db, request.params.token, request.body, { now: app.now(), lifetimes: app.config.sessions, client: sessionClientOf(request) }),
  );
}
