import {
  houseStockEntry,
  houseStockIdParams,
  houseStockInput,
  houseStockList,
} from '@boardhouse/shared/catalog/house-stock-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { HouseStockService } from './house-stock.service.ts';

const tags = ['catalog'];
const admin = { access: 'admin' as const };

/** The house-stock list of the MPN Data page: parts that pay no feeder loading. */
export function registerHouseStockRoutes(app: FastifyInstance, houseStock: HouseStockService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/admin/house-stock',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The house-stock list: parts kept on the placement machines, which pay no feeder loading',
        response: { 200: houseStockList },
      },
    },
    async () => houseStock.list(),
  );

  api.post(
    '/rest/admin/house-stock',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Add a part to the house stock: an MPN, or a component class and package (any value or one)',
        description: 'New offers use the list at once; offers already made keep their feeder loading.',
        body: houseStockInput,
        response: { 200: houseStockEntry },
      },
    },
    async (request) => houseStock.add(requireCaller(request), request.body),
  );

  api.delete(
    '/rest/admin/house-stock/:id',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'Remove a part from the house stock',
        params: houseStockIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await houseStock.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
