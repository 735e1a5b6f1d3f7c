import {
  createManufacturerQuery,
  deleteManufacturerBody,
  manufacturerAliasesBody,
  manufacturerListQuery,
  manufacturerRecord,
  updateManufacturerQuery,
} from '@boardhouse/shared/catalog/manufacturers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { ManufacturersService } from './manufacturers.service.ts';

const tags = ['catalog'];
const admin = { access: 'admin' as const };

/** The seed's "Manufacturers" calls, with their original paths and query parameters (/admin/manufacturer). */
export function registerManufacturerRoutes(app: FastifyInstance, manufacturers: ManufacturersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/manufacturerList',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every manufacturer with its aliases, sorted by name',
        querystring: manufacturerListQuery,
        response: { 200: z.array(manufacturerRecord) },
      },
    },
    async (request) => manufacturers.list(request.query.search),
  );

  api.post(
    '/rest/createManfList',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Add a manufacturer (?manfList=name), optionally with aliases in the body',
        querystring: createManufacturerQuery,
        body: manufacturerAliasesBody,
        response: { 200: manufacturerRecord },
      },
    },
    async (request) =>
      manufacturers.create(requireCaller(request), request.query.manfList, request.body?.aliases),
  );

  api.post(
    '/rest/updateManfList',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Rename a manufacturer (?id=&manfList=); aliases in the body replace the stored ones',
        querystring: updateManufacturerQuery,
        body: manufacturerAliasesBody,
        response: { 200: manufacturerRecord },
      },
    },
    async (request) =>
      manufacturers.update(
        requireCaller(request),
        request.query.id,
        request.query.manfList,
        request.body?.aliases,
      ),
  );

  api.post(
    '/rest/deleteManufList',
    {
      config: admin,
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Delete a manufacturer',
        body: deleteManufacturerBody,
      },
    },
    async (request, reply) => {
      await manufacturers.delete(request.body.id);
      return reply.code(204).send(null);
    },
  );
}
