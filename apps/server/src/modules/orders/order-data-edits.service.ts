import type {
  OrderEditKind,
  ProductionStats,
  ShipmentDetails,
  UpdateOrderRequest,
} from '@boardhouse/shared/orders/order-edits-api';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { lockOrderForEdit, recordOrderEdit } from './order-edits.repository.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { type OrderWithProject, updateOrder } from './orders.repository.ts';

/** Once the parcel has left, where it goes is a matter for the carrier, not for the order. */
const ADDRESS_FIXED_STATUSES = new Set(['SHIPPED', 'DELIVERED']);

type Values = Parameters<typeof updateOrder>[2];

/**
 * Staff corrections of an order's data that move no money (the seed's updateOrder, updateStatsData,
 * updateShipmentLineData): each on the locked order row, recorded with the values before and after.
 */
export class OrderDataEditsService {
  constructor(private readonly ctx: AppContext) {}

  /** The customer's reference, the staff note and the shipping address; what is not named stays. */
  async updateOrder(staff: AccessClaims, request: UpdateOrderRequest): Promise<void> {
    await this.edit(staff, 'updateOrder', request.orderId, request.reason ?? null, (order) => {
      const snapshot = order.snapshot as OrderSnapshot;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const values: Values = {};
      if (request.customerReference !== undefined) {
        before.customerReference = order.customerReference;
        after.customerReference = values.customerReference = request.customerReference || null;
      }
      if (request.internalNote !== undefined) {
        before.internalNote = order.internalNote;
        after.internalNote = values.internalNote = request.internalNote || null;
      }
      if (request.shippingAddress) {
        if (ADDRESS_FIXED_STATUSES.has(order.status)) {
          throw new AppError(
            'ORDER.ILLEGAL_TRANSITION',
            `The order is ${order.status}: the parcel has left and its address can no longer change`,
            { currentStatus: order.status },
          );
        }
        const { companyName, phoneNumber, ...rest } = request.shippingAddress;
        const shipping = { ...rest, companyName: companyName || null, phoneNumber: phoneNumber || null };
        before.shippingAddress = snapshot.shipping;
        after.shippingAddress = shipping;
        values.snapshot = { ...snapshot, shipping };
      }
      return { values, before, after };
    });
  }

  /** What production made of the order. */
  async updateStats(staff: AccessClaims, orderId: number, stats: ProductionStats): Promise<void> {
    await this.edit(staff, 'updateStatsData', orderId, stats.note ?? null, (order) => ({
      values: { productionStats: stats },
      before: { productionStats: order.productionStats ?? null },
      after: { productionStats: stats },
    }));
  }

  /** The parcels that leave the house: how many, their weight and size. */
  async updateShipmentLine(staff: AccessClaims, orderId: number, details: ShipmentDetails): Promise<void> {
    await this.edit(staff, 'updateShipmentLineData', orderId, null, (order) => ({
      values: { shipmentDetails: details },
      before: { shipmentDetails: order.shipmentDetails ?? null },
      after: { shipmentDetails: details },
    }));
  }

  private async edit(
    staff: AccessClaims,
    kind: OrderEditKind,
    orderId: number,
    reason: string | null,
    change: (order: OrderWithProject) => { values: Values; before: unknown; after: unknown },
  ): Promise<void> {
    await this.ctx.db.transaction(async (tx: Executor) => {
      const order = await lockOrderForEdit(tx, orderId);
      const { values, before, after } = change(order);
      await updateOrder(tx, order.id, values);
      await recordOrderEdit(tx, { orderId: order.id, kind, editedBy: staff.userId, reason, before, after });
    });
  }
}
