import { isDeliverableAddress } from '@boardhouse/shared/orders/delivery-address';
import { FINAL_STATUSES, type OrderStatus, PAID_STATUSES } from '@boardhouse/shared/orders/order-status';
import type {
  DashboardCountsResponse,
  OrderResponse,
  SubmitOrderRequest,
  SubmitOrderResponse,
  UserOrdersRequest,
  UserOrdersResponse,
} from '@boardhouse/shared/orders/orders-api';
import type { BasketExpiredReason } from '@boardhouse/shared/quotes/basket-api';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldTextError, textError } from '../../lib/text-errors.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { unreadMessagesFigure } from '../messages/message-unread-counts.ts';
import { canManageWith, ownOrTeamProjects } from '../projects/projects.policy.ts';
import { countLiveProjects } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import {
  deleteSelection,
  findBillingDetails,
  findOfferSet,
  findSelection,
} from '../quotes/offers.repository.ts';
import type { Breakdown } from '../quotes/pricing/offer-engine.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { keepUseForOrder } from '../quotes/promo-codes.repository.ts';
import { judgeSelection } from '../quotes/selection-standing.ts';
import {
  findDefaultShippingAddress,
  findShippingAddress,
  type ShippingAddressRow,
} from '../shipping/shipping-addresses.repository.ts';
import { assertTeamAllows, teamAllows } from '../team/team-rules.ts';
import { assertOrderFiles } from './order-files.ts';
import { orderReceivedMessage } from './order-mails.ts';
import { writeNote } from './order-notes.ts';
import { takeOrderSnapshot } from './order-snapshot.ts';
import { presentListItem, presentOrder } from './order-view.ts';
import {
  countOrdersByStatus,
  findLiveOrderOfProject,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderIdByKey,
  insertOrder,
  insertStatusChange,
  listDocuments,
  listOrders,
  listStatusChanges,
  lockProject,
  type OrderRow,
  type OrderWithProject,
} from './orders.repository.ts';
import { recipientOf } from './recipients.ts';

const NEW_STATUSES: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'PENDING'];
const OPEN_STATUSES = [...PAID_STATUSES, 'BLOCKED'].filter(
  (status) => !FINAL_STATUSES.has(status as OrderStatus),
) as OrderStatus[];

/** An offer that can no longer be ordered; `key` names a cause more precise than the reason's own. */
const expiredOffer = (reason: BasketExpiredReason, key = `refused.basket.${reason}`) =>
  textError('OFFER.EXPIRED', key, undefined, { expiredReason: reason });

const noOfferChosen = () => textError('OFFER.NOT_SELECTED', 'refused.order.chooseOffer');

/**
 * Orders from the customer's side: submitting a selected offer (once, whatever the retries), reading an
 * order, My Orders and the Homepage counts. Payment is payments.service.ts's.
 */
export class OrdersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly settings: PricingSettingsService,
  ) {}

  /** An order the caller may see (owner, team, ADMIN), else 404 whether or not it exists. */
  async find(caller: AccessClaims, orderId: number, options?: { lock?: boolean }) {
    const order = await findOrder(this.ctx.db, orderId, ownOrTeamProjects(caller), options);
    if (!order) throw AppError.notFound('order');
    return order;
  }

  /** One order by its id or its number (BH-26-000001); 404 for one the caller may not see. */
  async get(caller: AccessClaims, orderRef: number | string): Promise<OrderResponse> {
    const orderId = typeof orderRef === 'number' ? orderRef : await findOrderIdByKey(this.ctx.db, orderRef);
    if (orderId === null) throw AppError.notFound('order');
    return this.present(caller, await this.find(caller, orderId));
  }

  async present(caller: AccessClaims, order: OrderWithProject): Promise<OrderResponse> {
    const [history, documents, mayOrderAndPay] = [
      await listStatusChanges(this.ctx.db, order.id),
      await listDocuments(this.ctx.db, order.id),
      await teamAllows(this.ctx.db, caller.userId, 'orderAndPay'),
    ];
    return presentOrder(order, history, documents, caller, mayOrderAndPay);
  }

  async submit(caller: AccessClaims, request: SubmitOrderRequest): Promise<SubmitOrderResponse> {
    const project = await this.projects.get(caller, request.projectId);
    if (!canManageWith(project.myAccess)) {
      throw textError('AUTH.FORBIDDEN', 'refused.order.notManager');
    }
    await assertTeamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    const db = this.ctx.db;
    // A retry after success answers at once, without pricing anything again.
    const earlier = await findOrderByIdempotencyKey(db, caller.userId, request.idempotencyKey);
    if (earlier) return answerFor(earlier, project.id);

    const selection = await findSelection(db, project.id);
    if (!selection) {
      const live = await findLiveOrderOfProject(db, project.id);
      if (live) throw orderExists(live);
      throw noOfferChosen();
    }
    const set = await findOfferSet(db, selection.offerSetId);
    // The basket's own judgement: what it lists as valid is accepted here, and nothing else.
    const standing = await judgeSelection(db, this.settings, project, selection, set, new Date());
    if (!standing.orderable) throw expiredOffer(standing.reason);
    const { input } = standing;
    const shipping = await this.shippingAddress(
      caller,
      request.shippingAddressId,
      input.customer.shippingCountry,
    );
    if (!shipping) await assertBillingAddressDeliverable(db, project.ownerId, input.customer.shippingCountry);

    let created = false;
    let mailIds: number[] = [];
    const order = await db
      .transaction(async (tx) => {
        await lockProject(tx, project.id);
        // Read again under the lock: a concurrent submit of this project has committed or not started.
        const same = await findOrderByIdempotencyKey(tx, caller.userId, request.idempotencyKey);
        if (same) return same;
        const live = await findLiveOrderOfProject(tx, project.id);
        if (live) throw orderExists(live);
        const locked = await findSelection(tx, project.id, { lock: true });
        if (!locked) throw noOfferChosen();
        if (locked.updatedAt.getTime() !== selection.updatedAt.getTime()) {
          throw expiredOffer('PRICES_CHANGED', 'refused.order.chosenChanged');
        }
        const breakdown = locked.breakdown as Breakdown;
        await assertOrderFiles(tx, project.id, breakdown);
        const snapshot = await takeOrderSnapshot(tx, project, locked, shipping);
        const inserted = await insertOrder(tx, {
          projectId: project.id,
          projectName: project.name,
          ownerId: project.ownerId,
          orderedBy: caller.userId,
          idempotencyKey: request.idempotencyKey,
          status: 'AWAITING_PAYMENT',
          netCents: breakdown.netCents,
          vatCents: breakdown.vat.amountCents,
          totalCents: breakdown.totalCents,
          currency: 'EUR',
          snapshot,
        });
        await insertStatusChange(tx, {
          orderId: inserted.id,
          fromStatus: null,
          toStatus: 'AWAITING_PAYMENT',
          changedBy: caller.userId,
          source: 'customer',
          ...writeNote('order.note.placed'),
        });
        await keepUseForOrder(tx, project.id, inserted.id);
        await deleteSelection(tx, project.id);
        await this.projects.markOrdered(tx, project.id);
        const recipient = await recipientOf(tx, project.ownerId);
        mailIds = [
          await this.ctx.mailer.enqueue(
            tx,
            orderReceivedMessage(this.ctx.config.publicUrl, recipient, {
              orderId: inserted.id,
              orderKey: inserted.orderKey,
              projectName: project.name,
              totalCents: inserted.totalCents,
              currency: inserted.currency,
            }),
          ),
        ];
        created = true;
        return inserted;
      })
      .catch(async (error: unknown) => {
        // The same key from two projects at once: the unique index decided; answer as a retry would.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findOrderByIdempotencyKey(db, caller.userId, request.idempotencyKey);
        if (winner) return winner;
        const live = await findLiveOrderOfProject(db, project.id);
        throw live ? orderExists(live) : error;
      });
    if (created) this.ctx.mailer.deliver(mailIds);
    return answerFor(order, project.id);
  }

  /** The address the parcel goes to: the one picked, else the caller's default when it fits the offer. */
  private async shippingAddress(
    caller: AccessClaims,
    id: number | undefined,
    pricedCountry: string,
  ): Promise<ShippingAddressRow | null> {
    if (id === undefined) {
      const fallback = await findDefaultShippingAddress(this.ctx.db, caller.userId);
      return fallback?.countryCode === pricedCountry ? fallback : null;
    }
    const address = await findShippingAddress(this.ctx.db, caller.userId, id);
    if (!address) throw AppError.notFound('shipping address');
    if (address.countryCode !== pricedCountry) {
      throw fieldTextError('shippingAddressId', 'refused.order.addressElsewhere', {
        countryCode: address.countryCode,
        pricedCountry,
      });
    }
    return address;
  }

  async listForUser(caller: AccessClaims, request: UserOrdersRequest): Promise<UserOrdersResponse> {
    const limit = Math.max(0, Math.min(request.endLimit - request.startLimit, 500));
    const rows =
      limit === 0
        ? []
        : await listOrders(this.ctx.db, ownOrTeamProjects(caller, { asCustomer: true }), {
            search: request.search || undefined,
            offset: request.startLimit,
            limit,
          });
    const mayOrderAndPay = await teamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    const items = rows.map((row) => presentListItem(row, caller, mayOrderAndPay));
    return {
      newOrders: items.filter((item) => NEW_STATUSES.includes(item.status)),
      openOrders: items.filter((item) => OPEN_STATUSES.includes(item.status)),
      closedOrders: items.filter((item) => FINAL_STATUSES.has(item.status)),
    };
  }

  /** The seed's getLimitedOrders (own = true) and getTeamOrders (own = false): a window, newest first. */
  async orderWindow(caller: AccessClaims, own: boolean, window: { startLimit: number; endLimit: number }) {
    const limit = Math.max(0, Math.min(window.endLimit - window.startLimit, 500));
    const whose = own
      ? sql`${orders.ownerId} = ${caller.userId}`
      : sql`${orders.ownerId} <> ${caller.userId}`;
    const visible = and(ownOrTeamProjects(caller, { asCustomer: true }), whose) as SQL;
    const rows =
      limit === 0 ? [] : await listOrders(this.ctx.db, visible, { offset: window.startLimit, limit });
    const mayOrderAndPay = await teamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    return { orders: rows.map((row) => presentListItem(row, caller, mayOrderAndPay)) };
  }

  async dashboardCounts(caller: AccessClaims): Promise<DashboardCountsResponse> {
    const visible = ownOrTeamProjects(caller, { asCustomer: true });
    return {
      projects: await countLiveProjects(this.ctx.db, visible),
      openOrders: await countOrdersByStatus(this.ctx.db, visible, OPEN_STATUSES),
      awaitingPayment: await countOrdersByStatus(this.ctx.db, visible, NEW_STATUSES),
      unreadMessages: await unreadMessagesFigure(this.ctx.db, caller),
    };
  }
}

function answerFor(order: OrderRow, projectId: number): SubmitOrderResponse {
  if (order.projectId !== projectId) {
    throw textError('CONFLICT', 'refused.order.keyReused', { orderKey: order.orderKey });
  }
  return {
    orderId: order.id,
    orderKey: order.orderKey,
    status: order.status,
    totalCents: order.totalCents,
    currency: order.currency,
  };
}

function orderExists(order: Pick<OrderRow, 'orderKey'>): AppError {
  return textError(
    'ORDER.EXISTS',
    'refused.order.exists',
    { orderKey: order.orderKey },
    {
      orderKey: order.orderKey,
    },
  );
}

/**
 * With no delivery address the parcel goes to the billing address (order-snapshot.ts), so that one must
 * be somewhere a carrier can find: a street, a postal code and a city on the project owner's profile.
 * Without them an order was placed, and paid, addressed to a name alone.
 */
/**
 * Without a delivery address the boards go to the billing address: it needs a street, and it must lie in
 * the country the offer's shipping was priced for (a New York street is no Dutch parcel).
 */
async function assertBillingAddressDeliverable(
  db: Executor,
  ownerId: number,
  pricedCountry: string,
): Promise<void> {
  const owner = await findUserById(db, ownerId);
  const country = (await findBillingDetails(db, ownerId))?.countryCode ?? owner?.country ?? null;
  if (country && country !== pricedCountry) {
    throw fieldTextError('shippingAddressId', 'refused.order.billingAddressElsewhere', {
      countryCode: country,
      pricedCountry,
    });
  }
  if (owner && isDeliverableAddress(owner)) return;
  throw AppError.validation(
    {
      shippingAddressId:
        'Add a delivery address: the billing address has no street, postal code or city to send the boards to',
    },
    'The boards have nowhere to go: add a delivery address, or a street, postal code and city in My Profile',
  );
}
