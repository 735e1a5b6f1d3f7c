import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { registerCompanyRoutes } from '../companies/companies.routes.ts';
import { CompaniesService } from '../companies/companies.service.ts';
import { registerClientRoutes } from './clients.routes.ts';
import { ClientsService } from './clients.service.ts';
import { registerUserHistoryRoutes } from './user-history.routes.ts';
import { registerUsersAdminRoutes } from './users-admin.routes.ts';
import { UsersAdminService } from './users-admin.service.ts';

/** User administration: staff's user list, the seed's client calls, companies and the audit log. */
export function registerUserAdministration(
  api: FastifyInstance,
  ctx: AppContext,
  deps: { auth: AuthService; accountCache: AccountCache },
): void {
  const users = new UsersAdminService(ctx, deps.auth, deps.accountCache);
  registerUsersAdminRoutes(api, users);
  registerClientRoutes(api, { clients: new ClientsService(ctx, users), users });
  registerCompanyRoutes(api, new CompaniesService(ctx, deps.accountCache));
  registerUserHistoryRoutes(api, ctx.db);
}
