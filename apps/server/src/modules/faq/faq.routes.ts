import {
  faqEntry,
  faqEntryInput,
  faqIdParams,
  faqQuery,
  faqReorderRequest,
  faqResponse,
} from '@boardhouse/shared/faq/faq-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { FaqService } from './faq.service.ts';

const tags = ['faq'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };

/** The FAQ page (#/faq) and its back-office editor (/admin/faq). */
export function registerFaqRoutes(app: FastifyInstance, faq: FaqService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/faq',
    {
      config: user,
      schema: {
        tags,
        summary: 'The FAQ in a language (English when that language has no entries)',
        querystring: faqQuery,
        response: { 200: faqResponse },
      },
    },
    async (request) => faq.forReaders(request.query.language),
  );

  api.get(
    '/rest/admin/faq',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: one language’s own entries, for editing (no English fallback)',
        querystring: faqQuery,
        response: { 200: faqResponse },
      },
    },
    async (request) => faq.forStaff(request.query.language),
  );

  api.post(
    '/rest/admin/faq',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: add an entry, last of its topic',
        description:
          'The answer is sanitised like a message body; empty once sanitised answers 400 naming answer.',
        body: faqEntryInput,
        response: { 200: faqEntry },
      },
    },
    async (request) => faq.create(requireCaller(request), request.body),
  );

  api.post(
    '/rest/admin/faq/reorder',
    {
      // ids is a list, not an `…Id` field: the 404 of an id that is gone is declared here.
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'Staff: put the entries of one language’s topic in a new order',
        description: 'ids must name every entry of one language and topic, each once (else 400 naming ids).',
        body: faqReorderRequest,
        response: { 200: faqResponse },
      },
    },
    async (request) => faq.reorder(requireCaller(request), request.body),
  );

  api.put(
    '/rest/admin/faq/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: change an entry (moved to another language or topic, it goes last there)',
        params: faqIdParams,
        body: faqEntryInput,
        response: { 200: faqEntry },
      },
    },
    async (request) => faq.update(requireCaller(request), request.params.id, request.body),
  );

  api.delete(
    '/rest/admin/faq/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: delete an entry',
        params: faqIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await faq.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
