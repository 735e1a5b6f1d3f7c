import { basketResponse } from '@boardhouse/shared/quotes/basket-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { BasketService } from './basket.service.ts';

/** My Basket: the projects whose offer the caller or their team selected. */
export function registerBasketRoutes(app: FastifyInstance, basket: BasketService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/basket',
    {
      config: { access: 'user' },
      schema: {
        tags: ['basket'],
        summary: 'The caller’s basket: own and team projects with a selected offer, newest first',
        description:
          'Each item is priced from its selection’s snapshot. An item whose offer expired is listed with expired: true and left out of the totals.',
        response: { 200: basketResponse },
      },
    },
    async (request) => basket.basket(requireCaller(request)),
  );
}
