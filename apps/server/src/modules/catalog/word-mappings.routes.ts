import { catalogIdParams } from '@boardhouse/shared/catalog/admin-list';
import {
  WORD_MAPPING_FIELDS,
  wordMappingFieldsQuery,
  wordMappingInput,
  wordMappingListQuery,
  wordMappingPage,
  wordMappingRecord,
} from '@boardhouse/shared/catalog/word-mappings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { WordMappingsService } from './word-mappings.service.ts';

const tags = ['catalog'];
const admin = { access: 'admin' as const };

/** Word mappings of BOM (/admin/words) and CPL (/admin/cpl-words) column headings. */
export function registerWordMappingRoutes(app: FastifyInstance, wordMappings: WordMappingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/word-mappings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of the word mappings of one kind of file (search, sort, pagination)',
        querystring: wordMappingListQuery,
        response: { 200: wordMappingPage },
      },
    },
    async (request) => wordMappings.list(request.query),
  );

  api.get(
    '/rest/word-mappings/fields',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The canonical fields a heading of this kind of file can map to',
        querystring: wordMappingFieldsQuery,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => [...WORD_MAPPING_FIELDS[request.query.kind]],
  );

  api.post(
    '/rest/word-mappings',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Create a word mapping, or update it when the body has an id',
        body: wordMappingInput,
        response: { 200: wordMappingRecord },
      },
    },
    async (request) => wordMappings.save(requireCaller(request), request.body),
  );

  api.delete(
    '/rest/word-mappings/:id',
    {
      config: admin,
      schema: {
        response: { 204: noContent },
        tags,
        summary: 'Delete a word mapping',
        params: catalogIdParams('word mapping'),
      },
    },
    async (request, reply) => {
      await wordMappings.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
