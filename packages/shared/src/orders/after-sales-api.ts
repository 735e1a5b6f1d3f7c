import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { orderIdField } from './orders-api.ts';

/**
 * After the sale (issue: cancellations, refunds and credit notes). A customer cancels an order before
 * purchasing starts; staff cancel it at any state until it is delivered. Money goes back through the payment
 * provider's refund API, once per request key, and each refund booked has its credit note.
 */

/** Where a customer may still cancel: nothing bought or made yet. */
export const CUSTOMER_CANCELLABLE_STATUSES = [
  'AWAITING_PAYMENT',
  'PAYMENT_FAILED',
  'PENDING',
  'PAID',
  'IN_REVIEW',
] as const;

export const REFUND_CAUSES = ['cancellation', 'balance', 'manual'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/**
 * SENDING: handed to the provider, its answer awaited; UNCERTAIN: no answer came (asked about before
 * anything is sent again); BOOKED: the provider gave it back (credit note issued); FAILED: refused.
 */
export const REFUND_STATUSES = ['SENDING', 'UNCERTAIN', 'BOOKED', 'FAILED'] as const;

const reason = requiredText('Reason', { max: 500, multiLine: true });

export const cancelOrderRequest = z.object({ orderId: orderIdField, reason });
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

export const staffCancelOrderRequest = z.object({
  orderId: orderIdField,
  reason,
  /** A paid order's money goes back with the cancellation unless staff settle it otherwise. */
  refund: z.boolean().default(true),
});
export type StaffCancelOrderRequest = z.infer<typeof staffCancelOrderRequest>;

export const refundRequest = z.object({
  orderId: orderIdField,
  amountCents: z
    .number({ error: 'Amount must be a number of cents' })
    .int({ error: 'Amount must be a whole number of cents' })
    .min(1, { error: 'Enter an amount above zero' })
    .max(100_000_000, { error: 'Amount is too large' }),
  reason,
  cause: z.enum(['balance', 'manual']).default('manual'),
  /** Chosen by the client per refund: sending the same request again answers the same refund. */
  requestKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Request key must be 8 to 64 letters, digits, _ or -' }),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const refundView = z.object({
  id: z.number().int(),
  /** Sent again with a refund that waits or was refused: the same refund, never a second one. */
  requestKey: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  cause: z.enum(REFUND_CAUSES),
  status: z.enum(REFUND_STATUSES),
  failure: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  creditNoteDocumentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RefundView = z.infer<typeof refundView>;

export const orderRefundsResponse = z.object({
  refunds: z.array(refundView),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** What may still be given back: paid, less what is booked or on its way. */
  refundableCents: z.number().int(),
});
export type OrderRefundsResponse = z.infer<typeof orderRefundsResponse>;

export const cancelOrderResponse = z.object({
  status: z.literal('CANCELLED'),
  /** The refund the cancellation started (null for an unpaid order or when staff settle it otherwise). */
  refund: refundView.nullable(),
});
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;
