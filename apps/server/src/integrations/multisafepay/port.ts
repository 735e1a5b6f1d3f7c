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
}
