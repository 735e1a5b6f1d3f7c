import { searchQuery, searchResponse } from '@boardhouse/shared/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { SearchService } from './search.service.ts';

/** GET /rest/search?q=…&limit=…: the top bar's search over what the caller may see, grouped by kind. */
export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/rest/search',
    {
      config: { access: 'user' as const },
      schema: {
        tags: ['search'],
        summary:
          'Search the projects, orders and messages the caller may see (staff: also customers and companies)',
        description:
          'Orders by any part of the order key or the exact invoice number: staff find every order, a customer the orders of their own and their team’s projects (not of projects only shared with them).',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => search.search(requireCaller(request), request.query),
  );
}
