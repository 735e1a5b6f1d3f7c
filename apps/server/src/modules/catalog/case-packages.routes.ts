import { catalogIdParams } from '@boardhouse/shared/catalog/admin-list';
import {
  casePackageInput,
  casePackageListQuery,
  casePackageOption,
  casePackagePage,
  casePackageRecord,
} from '@boardhouse/shared/catalog/case-packages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { CasePackagesService } from './case-packages.service.ts';

const tags = ['catalog'];
const admin = { access: 'admin' as const };
const user = { access: 'user' as const };

/** The seed's "Case package" calls (/admin/case-package and the BOM step's package pick list). */
export function registerCasePackageRoutes(app: FastifyInstance, casePackages: CasePackagesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/case-package',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of case packages (search, sort, pagination)',
        querystring: casePackageListQuery,
        response: { 200: casePackagePage },
      },
    },
    async (request) => casePackages.list(request.query),
  );

  api.get(
    '/rest/case-package/sorted',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every case package, sorted by name',
        response: { 200: z.object({ items: z.array(casePackageRecord) }) },
      },
    },
    async () => ({ items: await casePackages.listAll() }),
  );

  api.get(
    '/rest/case-package/getSelectData',
    {
      config: user,
      schema: {
        tags,
        summary: 'Case packages for a pick list, sorted by name',
        response: { 200: z.array(casePackageOption) },
      },
    },
    async () => casePackages.options(),
  );

  api.post(
    '/rest/case-package',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Create a case package, or update it when the body has an id',
        body: casePackageInput,
        response: { 200: casePackageRecord },
      },
    },
    async (request) => casePackages.save(requireCaller(request), request.body),
  );

  api.delete(
    '/rest/case-package/:id',
    {
      config: admin,
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Delete a case package',
        params: catalogIdParams('case package'),
      },
    },
    async (request, reply) => {
      await casePackages.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
