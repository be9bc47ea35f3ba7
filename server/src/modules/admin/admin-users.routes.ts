import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminUserDetailSchema,
  type AdminUserReply,
  AdminUserReplySchema,
  AdminUsersQuerySchema,
  AdminUsersReplySchema,
  ChangeRoleBodySchema,
  idParamsSchema,
  ModifyCreditsBodySchema,
} from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
import { adminRoute } from './admin-guard';
import { type AdminContext, changeRole, deleteUser, getUserDetail, listAdminUsers, modifyCredits, setUserSuspended } from './admin-users.service';

const IdParams = idParamsSchema('User');
const userReply = replies({ 200: AdminUserReplySchema });

export async function adminUserRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest): AdminContext => ({ db: app.db, actor: currentUser(request), ip: request.ip, log: request.log });

  app.get('/api/admin/users', { ...adminRoute(app, 'canListUsers'), ...replies({ 200: AdminUsersReplySchema }) }, async (request) => {
    const query = parseWith(AdminUsersQuerySchema, request.query);
    return listAdminUsers(app.db, query);
  });

  app.get('/api/admin/users/:id', { ...adminRoute(app, 'canViewUser'), ...replies({ 200: AdminUserDetailSchema }) }, async (request) => {
    const { id } = parseWith(IdParams, request.params);
    return getUserDetail(app.db, id);
  });

  app.post('/api/admin/users/:id/suspend', { ...adminRoute(app, 'canSuspendUser'), ...userReply }, async (request): Promise<AdminUserReply> => {
    const { id } = parseWith(IdParams, request.params);
    return { user: await setUserSuspended(ctx(request), id, true) };
  });

  app.post('/api/admin/users/:id/activate', { ...adminRoute(app, 'canActivateUser'), ...userReply }, async (request): Promise<AdminUserReply> => {
    const { id } = parseWith(IdParams, request.params);
    return { user: await setUserSuspended(ctx(request), id, false) };
  });

  app.put('/api/admin/users/:id/credits', { ...adminRoute(app, 'canChangeCredits'), ...userReply }, async (request): Promise<AdminUserReply> => {
    const { id } = parseWith(IdParams, request.params);
    const body = parseWith(ModifyCreditsBodySchema, request.body);
    return { user: await modifyCredits(ctx(request), id, body) };
  });

  app.put('/api/admin/users/:id/role', { ...adminRoute(app, 'canChangeRole'), ...userReply }, async (request): Promise<AdminUserReply> => {
    const { id } = parseWith(IdParams, request.params);
    const { role } = parseWith(ChangeRoleBodySchema, request.body);
    return { user: await changeRole(ctx(request), id, role) };
  });

  app.delete('/api/admin/users/:id', adminRoute(app, 'canDeleteUser'), async (request, reply) => {
    const { id } = parseWith(IdParams, request.params);
    await deleteUser(ctx(request), id);
    return reply.code(204).send();
  });
}
