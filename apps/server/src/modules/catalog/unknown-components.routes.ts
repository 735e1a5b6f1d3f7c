import {
  resolveUnknownRequest,
  resolveUnknownResponse,
  unknownComponentListQuery,
  unknownComponentPage,
} from '@boardhouse/shared/catalog/unknown-components';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { UnknownComponentsService } from './unknown-components.service.ts';

const tags = ['catalog'];
const admin = { access: 'admin' as const };

/** /admin/unknown-components: BOM part numbers no MPN record matches, and resolving them. */
export function registerUnknownComponentRoutes(
  app: FastifyInstance,
  unknown: UnknownComponentsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/unknown-components',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'One page of unknown part numbers of open projects, grouped, with lines and projects using each',
        querystring: unknownComponentListQuery,
        response: { 200: unknownComponentPage },
      },
    },
    async (request) => unknown.list(request.query),
  );

  api.post(
    '/rest/unknown-components/resolve',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Map an unknown part number to an MPN record and re-match the open BOMs that use it',
        body: resolveUnknownRequest,
        response: { 200: resolveUnknownResponse },
      },
    },
    async (request) => unknown.resolve(requireCaller(request), request.body),
  );
}
