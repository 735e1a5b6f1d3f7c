import { adminMessageResponse, CUSTOMER_MESSAGES } from '@boardhouse/shared/users-admin/common';
import {
  adminSetPasswordRequest,
  adminUserResponse,
  createUserRequest,
  deleteUsersRequest,
  updateUserRequest,
  userDetailResponse,
  userIdParams,
  userListRequest,
  userListResponse,
  userStatusRequest,
} from '@boardhouse/shared/users-admin/staff-users-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { UsersAdminService } from './users-admin.service.ts';

const tags = ['users-admin'];
const STAFF_RULE = ' Staff accounts (ADMIN) only by a super administrator (403 otherwise).';

/** The back office's user administration (/admin/users, Super Admin Users). All of it is staff only. */
export function registerUsersAdminRoutes(app: FastifyInstance, service: UsersAdminService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/admin/users/search',
    {
      config: { access: 'admin', audited: false },
      schema: {
        tags,
        summary: 'Staff: every account, searched, filtered, sorted and paged',
        body: userListRequest,
        response: { 200: userListResponse },
      },
    },
    async (request) => service.list(request.body),
  );

  api.get(
    '/rest/admin/users/:id',
    {
      config: { access: 'admin', errors: [404] },
      schema: {
        tags,
        summary: 'Staff: one account with its contact details and its team (owner and members)',
        params: userIdParams,
        response: { 200: userDetailResponse },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  api.post(
    '/rest/admin/users',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags,
        summary: 'Staff: create an account; its owner gets an e-mail to choose a password',
        description: `Nobody sets the new account's password.${STAFF_RULE}`,
        body: createUserRequest,
        response: { 200: adminUserResponse },
      },
    },
    async (request) => ({
      message: CUSTOMER_MESSAGES.created,
      user: await service.create(requireCaller(request), request.body),
    }),
  );

  api.put(
    '/rest/admin/users/:id',
    {
      config: { access: 'admin', errors: [404, 409] },
      schema: {
        tags,
        summary: 'Staff: edit names, language, company and role',
        description: `A role change signs the account out everywhere.${STAFF_RULE}`,
        params: userIdParams,
        body: updateUserRequest,
        response: { 200: adminUserResponse },
      },
    },
    async (request) => ({
      message: CUSTOMER_MESSAGES.updated,
      user: await service.update(requireCaller(request), request.params.id, request.body),
    }),
  );

  api.post(
    '/rest/admin/users/status',
    {
      config: { access: 'admin', errors: [404, 409] },
      schema: {
        tags,
        summary: 'Staff: disable or enable accounts (disabling signs them out everywhere)',
        description: STAFF_RULE.trim(),
        body: userStatusRequest,
        response: { 200: adminMessageResponse },
      },
    },
    async (request) => ({
      message: await service.setDisabled(requireCaller(request), request.body.userIds, request.body.disabled),
    }),
  );

  api.post(
    '/rest/admin/users/delete',
    {
      config: { access: 'admin', errors: [404, 409] },
      schema: {
        tags,
        summary: 'Staff: delete accounts (disabled and anonymised; orders and invoices stay)',
        description: STAFF_RULE.trim(),
        body: deleteUsersRequest,
        response: { 200: adminMessageResponse },
      },
    },
    async (request) => ({ message: await service.delete(requireCaller(request), request.body.userIds) }),
  );

  api.post(
    '/rest/admin/users/:id/reset-password',
    {
      config: { access: 'admin', errors: [404, 409] },
      schema: {
        tags,
        summary: 'Staff: e-mail the account a link to choose a new password',
        params: userIdParams,
        response: { 200: adminMessageResponse },
      },
    },
    async (request) => {
      await service.sendPasswordReset(requireCaller(request), request.params.id);
      return { message: 'A password reset e-mail has been sent' };
    },
  );

  api.post(
    '/rest/admin_psw_set',
    {
      config: { access: 'admin', errors: [404, 409] },
      schema: {
        tags,
        summary: 'Staff: set an account’s password directly (change password)',
        description:
          'The seed lets any signed-in account call it; setting someone else’s password is staff work, so it needs ADMIN. The password rules of sign-up apply; the account is signed out everywhere.',
        body: adminSetPasswordRequest,
        response: { 200: adminMessageResponse },
      },
    },
    async (request) => {
      await service.setPassword(requireCaller(request), request.body.userId, request.body.password);
      return { message: 'The password has been changed' };
    },
  );
}
