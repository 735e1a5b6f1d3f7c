import { adminMessageResponse } from '@boardhouse/shared/users-admin/common';
import {
  companyDetailResponse,
  companyIdParams,
  companyListRequest,
  companyListResponse,
  companyMemberParams,
  companyMembersRequest,
  customerGroupsResponse,
  saveCompanyRequest,
} from '@boardhouse/shared/users-admin/companies-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { CompaniesService } from './companies.service.ts';

const tags = ['companies'];

/** The back office's Companies page (the seed's menu entry without a route). Staff only. */
export function registerCompanyRoutes(app: FastifyInstance, companies: CompaniesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  api.post(
    '/rest/admin/companies/search',
    {
      // A search: it reads only, so it stays out of the audit log.
      config: { ...admin, audited: false },
      schema: {
        tags,
        summary: 'Staff: companies, searched, sorted and paged',
        body: companyListRequest,
        response: { 200: companyListResponse },
      },
    },
    async (request) => companies.list(request.body),
  );

  api.get(
    '/rest/admin/customer-groups',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: the margin groups a company can be given',
        response: { 200: customerGroupsResponse },
      },
    },
    async () => ({ groups: await companies.customerGroups() }),
  );

  api.get(
    '/rest/admin/companies/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: a company and its members',
        params: companyIdParams,
        response: { 200: companyDetailResponse },
      },
    },
    async (request) => companies.detail(request.params.id),
  );

  api.post(
    '/rest/admin/companies',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: create a company',
        body: saveCompanyRequest,
        response: { 200: companyDetailResponse },
      },
    },
    async (request) => companies.create(request.body),
  );

  api.put(
    '/rest/admin/companies/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: edit a company',
        params: companyIdParams,
        body: saveCompanyRequest,
        response: { 200: companyDetailResponse },
      },
    },
    async (request) => companies.update(request.params.id, request.body),
  );

  api.delete(
    '/rest/admin/companies/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Staff: delete a company that has no members (409 while it has)',
        params: companyIdParams,
        response: { 200: adminMessageResponse },
      },
    },
    async (request) => {
      await companies.delete(request.params.id);
      return { message: 'The company has been deleted' };
    },
  );

  api.post(
    '/rest/admin/companies/:id/members',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: attach accounts to a company (moving them from any other)',
        params: companyIdParams,
        body: companyMembersRequest,
        response: { 200: companyDetailResponse },
      },
    },
    async (request) => companies.attach(requireCaller(request), request.params.id, request.body.userIds),
  );

  api.delete(
    '/rest/admin/companies/:id/members/:userId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: detach an account from a company',
        params: companyMemberParams,
        response: { 200: companyDetailResponse },
      },
    },
    async (request) => companies.detach(requireCaller(request), request.params.id, request.params.userId),
  );
}
