import { z } from 'zod';
import { type ApiCallRecorder, NO_API_LOG } from '../api-log/api-call-recorder.ts';
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOrder,
  type ProviderRefund,
  type RefundRequest,
} from './port.ts';

const TIMEOUT_MS = 10_000;

const failure = z.object({
  success: z.literal(false),
  error_code: z.union([z.number(), z.string()]),
  error_info: z.string(),
});
const created = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.union([z.string(), z.number()]), payment_url: z.string().url() }),
});
const order = z.object({
  success: z.literal(true),
  data: z.object({
    order_id: z.union([z.string(), z.number()]),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    transaction_id: z.union([z.string(), z.number()]).nullish(),
    amount_refunded: z.number().int().nullish(),
  }),
});
const refunded = z.object({
  success: z.literal(true),
  data: z.object({
    refund_id: z.union([z.string(), z.number()]),
    transaction_id: z.union([z.string(), z.number()]).nullish(),
  }),
});

const done = z.object({ success: z.literal(true) });

type Operation = 'createPayment' | 'getPayment' | 'refund' | 'cancelPayment';

const idText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/**
 * The production adapter: MultiSafepay's JSON API at `baseUrl` (the test environment
 * https://testapi.multisafepay.com/v1/json by default, the local simulator when no key is set).
 * Each HTTP call leaves one API log row: the operation, how it went, MultiSafepay's error_info on a
 * refusal; never the key, the customer's details or the amount.
 */
export class MultisafepayRestClient implements PaymentProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = TIMEOUT_MS,
    private readonly apiLog: ApiCallRecorder = NO_API_LOG,
  ) {}

  async createPayment(request: CreatePaymentRequest): Promise<{ paymentUrl: string }> {
    const body = {
      type: 'redirect',
      order_id: request.providerOrderId,
      currency: 'EUR',
      amount: request.amountCents,
      description: request.description,
      payment_options: {
        notification_url: request.notificationUrl,
        notification_method: 'POST',
        redirect_url: request.redirectUrl,
        cancel_url: request.cancelUrl,
      },
      customer: {
        locale: request.customer.locale,
        first_name: request.customer.firstName,
        last_name: request.customer.lastName,
        email: request.customer.email,
        country: request.customer.country,
      },
    };
    const answer = await this.call('createPayment', 'POST', '/orders', body);
    const parsed = created.safeParse(answer);
    if (!parsed.success) throw this.refusal(answer);
    return { paymentUrl: parsed.data.data.payment_url };
  }

  async getPayment(providerOrderId: string): Promise<ProviderOrder> {
    const answer = await this.call('getPayment', 'GET', `/orders/${encodeURIComponent(providerOrderId)}`);
    const parsed = order.safeParse(answer);
    if (!parsed.success) throw this.refusal(answer);
    const data = parsed.data.data;
    return {
      providerOrderId: String(data.order_id),
      status: data.status,
      amountCents: data.amount,
      currency: data.currency,
      transactionId: idText(data.transaction_id),
      amountRefundedCents: data.amount_refunded ?? 0,
    };
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      // 0 would refund the whole payment at MultiSafepay: never send it by mistake.
      throw new PaymentProviderError('A refund needs an amount above zero', 'invalid-amount');
    }
    const answer = await this.call(
      'refund',
      'POST',
      `/orders/${encodeURIComponent(request.providerOrderId)}/refunds`,
      { currency: request.currency, amount: request.amountCents, description: request.description },
    );
    const parsed = refunded.safeParse(answer);
    if (!parsed.success) throw this.refusal(answer);
    return {
      refundId: String(parsed.data.data.refund_id),
      transactionId: idText(parsed.data.data.transaction_id),
    };
  }

  async cancelPayment(providerOrderId: string): Promise<void> {
    const answer = await this.call(
      'cancelPayment',
      'PATCH',
      `/orders/${encodeURIComponent(providerOrderId)}`,
      { status: 'cancelled', exclude_order: 1 },
    );
    if (!done.safeParse(answer).success) throw this.refusal(answer);
  }

  private async call(
    operation: Operation,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: object,
  ): Promise<unknown> {
    const started = performance.now();
    let httpStatus: number | null = null;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          api_key: this.apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      httpStatus = response.status;
      const answer: unknown = await response.json();
      this.recordAnswer(operation, started, httpStatus, answer);
      return answer;
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'request failed';
      this.record(operation, started, httpStatus, reason);
      throw new PaymentProviderError(`MultiSafepay could not be reached (${reason})`);
    }
  }

  /** ok when MultiSafepay says success; its error_info (or 'unexpected answer') otherwise. */
  private recordAnswer(operation: Operation, started: number, httpStatus: number, answer: unknown): void {
    const success =
      typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
    if (success && httpStatus < 400) {
      this.record(operation, started, httpStatus, null);
      return;
    }
    const refused = failure.safeParse(answer);
    this.record(
      operation,
      started,
      httpStatus,
      refused.success ? `${refused.data.error_code}: ${refused.data.error_info}` : 'unexpected answer',
    );
  }

  private record(operation: Operation, started: number, httpStatus: number | null, error: string | null) {
    this.apiLog.record({
      service: 'multisafepay',
      operation,
      status: error === null ? 'ok' : 'error',
      httpStatus,
      durationMs: Math.round(performance.now() - started),
      message: error,
    });
  }

  private refusal(answer: unknown): PaymentProviderError {
    const refused = failure.safeParse(answer);
    return refused.success
      ? new PaymentProviderError(
          `MultiSafepay refused: ${refused.data.error_info}`,
          String(refused.data.error_code),
        )
      : new PaymentProviderError('MultiSafepay answered something unexpected');
  }
}
