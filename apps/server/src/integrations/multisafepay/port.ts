/**
 * MultiSafepay as the product needs it: open a payment for an order and read back what became of it.
 * Statuses are MultiSafepay's own; only `completed` with the right amount and currency pays an order.
 */
export type ProviderOrderStatus =
  | 'initialized'
  | 'uncleared'
  | 'completed'
  | 'declined'
  | 'cancelled'
  | 'void'
  | 'expired'
  | 'refunded'
  | 'partial_refunded'
  | 'chargedback'
  | 'reserved'
  | 'shipped';

export interface CreatePaymentRequest {
  /** MultiSafepay's order id: one per payment attempt of our order. */
  providerOrderId: string;
  amountCents: number;
  description: string;
  notificationUrl: string;
  redirectUrl: string;
  cancelUrl: string;
  customer: { locale: string; firstName: string; lastName: string; email: string; country: string | null };
}

export interface ProviderOrder {
  providerOrderId: string;
  status: ProviderOrderStatus | string;
  amountCents: number;
  currency: string;
  transactionId: string | null;
  /** What the provider has given back of this payment so far (MultiSafepay's amount_refunded). */
  amountRefundedCents: number;
}

export interface RefundRequest {
  /** The provider order id of the attempt that was paid. */
  providerOrderId: string;
  /** More than zero: MultiSafepay reads 0 as "refund everything", which we never mean. */
  amountCents: number;
  currency: string;
  /** Shown in the provider's dashboard and, where the bank supports it, on the customer's statement. */
  description: string;
}

export interface ProviderRefund {
  refundId: string;
  transactionId: string | null;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  /** The payment page to send the customer to. Throws PaymentProviderError when the provider refuses or is down. */
  createPayment(request: CreatePaymentRequest): Promise<{ paymentUrl: string }>;
  /** What the provider says of a payment now; throws PaymentProviderError when it cannot be asked. */
  getPayment(providerOrderId: string): Promise<ProviderOrder>;
  /**
   * Gives money back on a paid attempt (MultiSafepay `POST /orders/{id}/refunds`). A refusal throws
   * PaymentProviderError with the provider's code; no answer throws it without one, and then the refund
   * may or may not have happened: ask `getPayment` (amountRefundedCents) before sending it again.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Closes a payment page nobody has paid on (MultiSafepay `PATCH /orders/{id}` with status cancelled
   * and exclude_order 1: the pretransaction, for every payment method). Throws PaymentProviderError
   * when the provider refuses (the payment went ahead) or cannot be asked.
   */
  cancelPayment(providerOrderId: string): Promise<void>;
}
