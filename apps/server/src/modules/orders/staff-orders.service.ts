import type {
  orderByProjectResponse,
  projectOrderedResponse,
  StaffOrderResponse,
} from '@boardhouse/shared/orders/order-actions-api';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { orders, projects, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { canManageWith } from '../projects/projects.policy.ts';
import type { ProjectView } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { listOrderEdits } from './order-edits.repository.ts';
import { balanceOf } from './order-money.ts';
import { productionOf } from './order-production.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { allowedTargets } from './order-transitions.ts';
import { presentOrder } from './order-view.ts';
import {
  findLiveOrderOfProject,
  findOrder,
  listDocuments,
  listStatusChanges,
  type OrderWithProject,
} from './orders.repository.ts';
import { listPaymentEvents } from './payments.repository.ts';

/**
 * Orders as staff look them up (by order or by project) and the customer's own lookup of a project's
 * order, with the seed's paths.
 */
export class StaffOrdersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  /** Everything staff need on one order; 404 when there is no such order. */
  async view(staff: AccessClaims, orderId: number): Promise<StaffOrderResponse> {
    const order = await findOrder(this.ctx.db, orderId, sql`true`);
    if (!order) throw AppError.notFound('order');
    return this.present(staff, order);
  }

  /** The live order of a project, as staff see it (the seed's findOrderByProjectId). */
  async viewByProject(staff: AccessClaims, projectKey: string): Promise<StaffOrderResponse> {
    const project = await this.projects.get(staff, projectKey);
    const live = await findLiveOrderOfProject(this.ctx.db, project.id);
    if (!live) throw AppError.notFound('order');
    return this.view(staff, live.id);
  }

  /** Whether a project the caller sees has a live order (the seed's project-ordered). */
  async projectOrdered(
    caller: AccessClaims,
    projectKey: string,
  ): Promise<z.infer<typeof projectOrderedResponse>> {
    const project = await this.projects.get(caller, projectKey);
    const live = await this.liveOrderFor(project);
    return {
      ordered: live !== null,
      order: live ? { orderId: live.id, orderKey: live.orderKey, status: live.status } : null,
    };
  }

  /** The seed's getorderbyprojectId: the project (name, key) and its order, if it has one. */
  async orderByProject(
    caller: AccessClaims,
    projectKey: string,
  ): Promise<z.infer<typeof orderByProjectResponse>> {
    const project = await this.projects.get(caller, projectKey);
    const live = await this.liveOrderFor(project);
    return {
      project: {
        projectId: project.projectKey,
        name: project.name,
        orderId: live?.id ?? null,
        orderKey: live?.orderKey ?? null,
        status: live?.status ?? null,
      },
    };
  }

  /** Every ordered project (the seed's getProjectIdForAllUsers), newest order first, at most 500. */
  async orderedProjects() {
    const rows = await this.ctx.db
      .select({
        projectId: projects.projectKey,
        projectName: projects.name,
        ownerId: orders.ownerId,
        orderId: orders.id,
        orderKey: orders.orderKey,
        status: orders.status,
      })
      .from(orders)
      .innerJoin(projects, eq(projects.id, orders.projectId))
      .where(isNull(orders.deletedAt))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(500);
    return { projects: rows };
  }

  /** A share lets someone see the project, not its order: only owner, team and staff learn of it. */
  private async liveOrderFor(project: ProjectView) {
    return canManageWith(project.myAccess) ? findLiveOrderOfProject(this.ctx.db, project.id) : null;
  }

  private async present(staff: AccessClaims, order: OrderWithProject): Promise<StaffOrderResponse> {
    const db = this.ctx.db;
    const history = await listStatusChanges(db, order.id);
    const documents = await listDocuments(db, order.id);
    const events = await listPaymentEvents(db, order.id);
    const [customer] = await db.select().from(users).where(eq(users.id, order.ownerId));
    const reviewer = order.reviewedBy
      ? (await db.select().from(users).where(eq(users.id, order.reviewedBy)))[0]
      : undefined;
    const breakdown = (order.snapshot as OrderSnapshot).offer.breakdown;
    const edits = await listOrderEdits(db, order.id);
    const production = await productionOf(db, order);
    return {
      // Staff act by their own rules (their own routes); the customer's flags do not apply to them.
      ...presentOrder(order, history, documents, staff, true),
      customer: {
        userId: order.ownerId,
        name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
        email: customer?.email ?? '',
        company: (order.snapshot as OrderSnapshot).billing.companyName ?? customer?.companyName ?? null,
      },
      costCents: breakdown.costCents,
      marginCents: breakdown.netCents - breakdown.costCents,
      review: {
        status: order.reviewStatus,
        note: order.reviewNote,
        reviewedAt: order.reviewedAt?.toISOString() ?? null,
        reviewedBy: reviewer ? `${reviewer.firstname} ${reviewer.lastname}`.trim() : null,
      },
      arrivalDate: order.arrivalDate,
      flagged: order.flagged,
      flagNote: order.flagNote,
      ...(order.flagNote && order.flagNoteText ? { flagNoteText: order.flagNoteText } : {}),
      allowedStatuses: allowedTargets(order),
      paymentEvents: events.map((event) => ({
        id: event.id,
        receivedAt: event.receivedAt.toISOString(),
        source: event.source,
        verified: event.verified,
        providerOrderId: event.providerOrderId,
        providerStatus: event.providerStatus,
        amountCents: event.amountCents,
        currency: event.currency,
        action: event.action,
        note: event.note,
      })),
      customerReference: order.customerReference,
      internalNote: order.internalNote,
      productionStats: (order.productionStats as StaffOrderResponse['productionStats']) ?? null,
      shipmentDetails: (order.shipmentDetails as StaffOrderResponse['shipmentDetails']) ?? null,
      balanceCents: balanceOf(order),
      edits,
      production,
    };
  }
}
