import { filesWaiverRequest, orderFilesResponse } from '@boardhouse/shared/orders/order-files-api';
import { projectKeyParams } from '@boardhouse/shared/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { OrderFilesService } from './order-files.service.ts';

const FILES_RULE =
  'Every order needs the Gerbers (the newest upload’s analysis finished); an order whose selected offer includes assembly also needs the placement file. Staff may waive both on the project.';

/** The files an order needs: what a project still misses (customer), and staff's waiver (ADMIN). */
export function registerOrderFilesRoutes(app: FastifyInstance, files: OrderFilesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/project/order-files/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Which manufacturing files an order of the project still misses, and any staff waiver',
        description: `${FILES_RULE} For whoever sees the project; 404 otherwise. Without a selected offer the project is judged as a bare board.`,
        params: projectKeyParams,
        response: { 200: orderFilesResponse },
      },
    },
    async (request) => files.status(requireCaller(request), request.params.id),
  );

  api.post(
    '/rest/admin/project/files-waiver',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'Waive (or stop waiving) the manufacturing files an order of the project needs',
        description: `${FILES_RULE} waived = true needs a note saying why and keeps who and when; waived = false clears all three. 404 for a deleted or unknown project.`,
        body: filesWaiverRequest,
        response: { 200: orderFilesResponse },
      },
    },
    async (request) => files.setWaiver(requireCaller(request), request.body),
  );
}
