import { orderBody } from '@boardhouse/shared/orders/orders-api';
import { newProjectResponse } from '@boardhouse/shared/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { ReorderService } from './reorder.service.ts';

/** "Order again" on an order's page. */
export function registerReorderRoutes(app: FastifyInstance, reorders: ReorderService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/order/reorder',
    {
      config: { access: 'user', errors: [403] },
      schema: {
        tags: ['orders'],
        summary: 'Order again: copy the order’s project with all its files into a new project',
        description:
          'The new project has the BOM (mapping and line edits), placement file, Gerbers with their analysis and the PCB spec, and no offer: it is priced at today’s offers. For the order’s owner and their team (404 for anyone else, or when the project was deleted); 403 TEAM.CREATE_PROJECTS_DENIED for a team member who may not create projects.',
        body: orderBody,
        response: { 200: newProjectResponse },
      },
    },
    async (request) => reorders.reorder(requireCaller(request), request.body.orderId),
  );
}
