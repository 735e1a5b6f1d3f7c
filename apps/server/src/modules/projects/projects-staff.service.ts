import type { RestoreProjectResponse } from '@boardhouse/shared/orders/order-files-api';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { restoreOrdersOfProject } from '../orders/order-removal.repository.ts';
import type { ProjectsService } from './projects.service.ts';
import { findAnyProject, undeleteProject } from './projects-staff.repository.ts';

const notDeleted = () =>
  new AppError('CONFLICT', 'This project is not deleted: there is nothing to restore', {
    fields: { projectId: 'This project is not deleted' },
  });

/** What staff do to a customer's project as a whole: restore one the customer deleted. */
export class ProjectsStaffService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  /**
   * Brings a deleted project back to its owner, with the orders that were deleted with it, in one
   * transaction. The owner may have made a live project of the same name since: like a copy, the restored
   * one then takes the first free " (2)" name rather than failing, so staff never have to rename first.
   */
  async restore(key: string): Promise<RestoreProjectResponse> {
    const found = await findAnyProject(this.ctx.db, key);
    if (!found) throw AppError.notFound('project');
    if (!found.deletedAt) throw notDeleted();
    // Worked out before the transaction: on the embedded database a query outside it would wait for it.
    const name = await this.projects.freeName(found.ownerId, found.name);
    return this.ctx.db
      .transaction(async (tx) => {
        const project = await findAnyProject(tx, key, { lock: true });
        // Restored by someone else meanwhile.
        if (!project?.deletedAt) throw notDeleted();
        const restored = await undeleteProject(tx, project.id, name);
        if (!restored) throw notDeleted();
        const restoredOrders = await restoreOrdersOfProject(tx, project.id, project.deletedAt);
        return { projectId: restored.projectKey, name: restored.name, restoredOrders };
      })
      .catch((error: unknown) => {
        // The owner took the free name in the meantime: the unique index refused it.
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('CONFLICT', 'The owner just took this project’s name: restore it again', {
          fields: { projectId: 'The owner just took this project’s name' },
        });
      });
  }
}
