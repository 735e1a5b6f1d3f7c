import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { OrdersService } from './orders.service.ts';

/**
 * "Order again": a new project copied whole from an order's project (files, analysis, spec), which the
 * customer prices at today's offers and orders like any other. The order itself stays as it is.
 */
export class ReorderService {
  constructor(
    private readonly orders: OrdersService,
    private readonly projects: ProjectsService,
  ) {}

  /**
   * Whoever may see the order (its owner, their team, staff) copies its project under the same rules as
   * "Copy project": the team's create-projects permission, and 404 once the customer deleted the project.
   * The project is copied as it is stored, even while ordered or locked for editing: copying only reads.
   */
  async reorder(caller: AccessClaims, orderId: number): Promise<{ projectId: string; name: string }> {
    const order = await this.orders.find(caller, orderId);
    const copy = await this.projects.copy(caller, order.projectKey);
    return { projectId: copy.projectKey, name: copy.name };
  }
}
