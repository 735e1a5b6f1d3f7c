import {
  distributorPricesParams,
  distributorPricesResponse,
} from '@boardhouse/shared/distributors/distributor-prices-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { DistributorPricesService } from './distributor-prices.service.ts';

const tags = ['distributors'];

/** The BOM step's distributor prices and stock, for whoever sees the project. */
export function registerDistributorPriceRoutes(app: FastifyInstance, prices: DistributorPricesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/rest/project/distributor-prices/:projectId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'What the distributors offer for each BOM line: state, stock, lowest price',
        description:
          'Lines are asked for after each BOM upload, in the background; `pending` is true until every number was asked, and a `prices` live event tells when answers arrive. Administrators also get every offer with the distributor’s part number and price breaks.',
        params: distributorPricesParams,
        response: { 200: distributorPricesResponse },
      },
    },
    async (request) => prices.forProject(requireCaller(request), request.params.projectId),
  );
}
