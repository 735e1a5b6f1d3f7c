import type { CallContext } from '../api-log/api-call-recorder.ts';
import {
  type DistributorAdapterOptions,
  type ResolvedAdapterOptions,
  resolveAdapterOptions,
} from './distributor-guard.ts';
import {
  callDistributor,
  type DistributorService,
  type Interpretation,
  toDistributorError,
} from './distributor-http.ts';
import {
  answerOfPartnerOrder,
  type PartnerOrderRequest,
  partnerErrorSchema,
  partnerOrderSchema,
} from './partner-order-wire.ts';
import type { DistributorName, DistributorPurchasing, PurchaseAnswer, PurchaseRequest } from './port.ts';

/** Purchase calls are few; the quota only stops a runaway loop. */
export const PARTNER_ORDER_QUOTA = { callsPerMinute: 30, callsPerDay: 2_000 };

/**
 * A purchase through the partner order format (partner-order-wire.ts). Never retried; a timeout or a
 * 5xx after sending is a DistributorError with mayHaveArrived, and the caller reconciles by PO number
 * with orderStatus. A 409 DUPLICATE_PO is the distributor saying the PO is already placed: its
 * existing order is the answer.
 */
export class PartnerOrderPurchasing implements DistributorPurchasing {
  private readonly resolved: ResolvedAdapterOptions;

  constructor(
    readonly name: DistributorName,
    private readonly service: DistributorService,
    private readonly baseUrl: string,
    private readonly apiKey: string,
    options: DistributorAdapterOptions & { currency?: string } = {},
  ) {
    this.resolved = resolveAdapterOptions(options, {
      ...PARTNER_ORDER_QUOTA,
      service: name.toLowerCase(),
      key: apiKey,
    });
    this.currency = options.currency ?? 'USD';
  }

  private readonly currency: string;

  get guard() {
    return this.resolved.guard;
  }

  placeOrder(request: PurchaseRequest): Promise<PurchaseAnswer> {
    const body: PartnerOrderRequest = {
      poNumber: request.poNumber,
      currency: this.currency,
      lines: request.lines.map((line, index) => ({
        lineNumber: index + 1,
        partNumber: line.sku,
        manufacturerPartNumber: line.mpn,
        quantity: line.quantity,
        customerPartNumber: line.customerPartNumber,
      })),
    };
    return this.call(
      'order',
      'POST',
      '/purchase-orders',
      body,
      request,
      { 'idempotency-key': request.poNumber },
      (status, answer) => {
        if (status === 200 || status === 201) {
          const parsed = partnerOrderSchema.safeParse(answer);
          return parsed.success
            ? { ok: true, value: answerOfPartnerOrder(parsed.data) }
            : { ok: false, message: 'unreadable order answer', kind: 'malformed' };
        }
        const refused = partnerErrorSchema.safeParse(answer);
        if (
          status === 409 &&
          refused.success &&
          refused.data.error.code === 'DUPLICATE_PO' &&
          refused.data.order
        ) {
          return { ok: true, value: answerOfPartnerOrder(refused.data.order) };
        }
        return this.refusal(status, answer);
      },
    );
  }

  orderStatus(poNumber: string, context?: CallContext): Promise<PurchaseAnswer | null> {
    const path = `/purchase-orders/${encodeURIComponent(poNumber)}`;
    return this.call('orderStatus', 'GET', path, undefined, context, {}, (status, answer) => {
      if (status === 404) return { ok: true, value: null };
      if (status !== 200) return this.refusal(status, answer);
      const parsed = partnerOrderSchema.safeParse(answer);
      return parsed.success
        ? { ok: true, value: answerOfPartnerOrder(parsed.data) }
        : { ok: false, message: 'unreadable order status', kind: 'malformed' };
    });
  }

  private refusal(status: number, answer: unknown): Interpretation<never> {
    const refused = partnerErrorSchema.safeParse(answer);
    const message = refused.success
      ? `${refused.data.error.code}${refused.data.error.message ? `: ${refused.data.error.message}` : ''}`
      : `HTTP ${status}`;
    return { ok: false, message, kind: 'http' };
  }

  private async call<T>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    context: CallContext | undefined,
    headers: Record<string, string>,
    interpret: (status: number, answer: unknown) => Interpretation<T>,
  ): Promise<T> {
    const callContext = context
      ? { orderId: context.orderId ?? null, projectId: context.projectId ?? null }
      : undefined;
    try {
      return await this.resolved.guard.run(
        () =>
          callDistributor({
            service: this.service,
            operation,
            recorder: this.resolved.recorder,
            context: callContext,
            timeoutMs: this.resolved.timeoutMs,
            method,
            url: new URL(`${this.baseUrl}${path}`),
            headers: { authorization: `Bearer ${this.apiKey}`, ...headers },
            body,
            secrets: [this.apiKey],
            interpret,
          }),
        { retry: false },
      );
    } catch (error) {
      throw toDistributorError(error, this.name);
    }
  }
}
