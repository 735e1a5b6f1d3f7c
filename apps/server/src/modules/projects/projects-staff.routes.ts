import { restoreProjectRequest, restoreProjectResponse } from '@boardhouse/shared/orders/order-files-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProjectsStaffService } from './projects-staff.service.ts';

/** Staff's calls on a customer's project as a whole (ADMIN only). */
export function registerProjectStaffRoutes(app: FastifyInstance, staff: ProjectsStaffService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/admin/project/restore',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags: ['back office'],
        summary: 'Restore a project the customer deleted, with the orders deleted with it',
        description:
          'The project and the orders that left with it (the Deleted tab) come back in one transaction. When the owner has a live project of the same name now, the restored one takes the first free " (2)", " (3)" … name, as a copy does. 404 for an unknown project; 409 CONFLICT for one that is not deleted.',
        body: restoreProjectRequest,
        response: { 200: restoreProjectResponse },
      },
    },
    async (request) => staff.restore(request.body.projectId),
  );
}
