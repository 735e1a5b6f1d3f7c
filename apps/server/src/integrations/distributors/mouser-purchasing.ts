import type { CallContext } from '../api-log/api-call-recorder.ts';
import {
  type DistributorAdapterOptions,
  type ResolvedAdapterOptions,
  resolveAdapterOptions,
} from './distributor-guard.ts';
import { callDistributor, type Interpretation, toDistributorError } from './distributor-http.ts';
import { MOUSER_QUOTA } from './mouser-search.ts';
import {
  type MouserHistoryItem,
  mouserCartAnswer,
  mouserErrors,
  mouserHistoryAnswer,
  mouserOrderAnswer,
} from './mouser-wire.ts';
import {
  DistributorError,
  type DistributorPurchasing,
  type PurchaseAnswer,
  type PurchaseRequest,
  type PurchaseStatus,
} from './port.ts';

export interface MouserPurchasingOptions extends DistributorAdapterOptions {
  /** How far back orderStatus looks for a PO number in Mouser's order history (days, 90). */
  historyLookbackDays?: number;
  /** Mouser's shipping method code, when the account has no default. */
  shippingMethod?: string;
}

/** Mouser's status words → ours. Partly shipped orders are still open. */
export function purchaseStatusOfMouser(text: string | null | undefined): PurchaseStatus {
  const words = (text ?? '').toLowerCase();
  if (!words) return 'UNKNOWN';
  if (/cancel/.test(words)) return 'CANCELLED';
  if (/partial/.test(words)) return 'ORDERED';
  if (/shipped|complete|invoiced|delivered/.test(words)) return 'SHIPPED';
  if (/process|open|entered|received|back ?order|pending|hold/.test(words)) return 'ORDERED';
  return 'UNKNOWN';
}

/** ISO day (2026-03-07) → Mouser's MM/DD/YYYY. */
const mouserDate = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(8, 10)}/${isoDay.slice(0, 4)}`;

/**
 * Mouser's cart and order API with the order key: fill a cart, submit it as an order carrying our PO
 * number, and read the order history back for reconciliation. Nothing here is retried: a cart or an
 * order sent twice could buy twice. A timeout after sending is a DistributorError with mayHaveArrived,
 * and the caller reconciles through orderStatus (the PO number in Mouser's history).
 */
export class MouserPurchasing implements DistributorPurchasing {
  readonly name = 'Mouser' as const;
  private readonly resolved: ResolvedAdapterOptions;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly options: MouserPurchasingOptions = {},
  ) {
    this.resolved = resolveAdapterOptions(options, { ...MOUSER_QUOTA, service: 'mouser', key: apiKey });
  }

  get guard() {
    return this.resolved.guard;
  }

  async addToCart(request: PurchaseRequest): Promise<{ cartKey: string }> {
    const body = {
      ...(request.cartKey ? { CartKey: request.cartKey } : {}),
      CartItems: request.lines.map((line) => ({
        MouserPartNumber: line.sku,
        Quantity: line.quantity,
        CustomerPartNumber: line.customerPartNumber,
      })),
    };
    return this.call('cart', 'POST', '/cart/items/insert', {}, body, request, (answer) => {
      const parsed = mouserCartAnswer.safeParse(answer);
      if (!parsed.success || !parsed.data.CartKey) return { ok: false, message: 'unreadable cart answer' };
      return { ok: true, value: { cartKey: parsed.data.CartKey } };
    });
  }

  async placeOrder(request: PurchaseRequest): Promise<PurchaseAnswer> {
    let cartKey = request.cartKey;
    if (!cartKey) {
      try {
        cartKey = (await this.addToCart(request)).cartKey;
      } catch (error) {
        // A cart buys nothing: whatever became of it, no order can have been placed yet.
        const message = error instanceof Error ? error.message : 'Mouser: cart failed';
        throw new DistributorError(message, 'Mouser', false);
      }
    }
    const body = {
      CartKey: cartKey,
      PoNumber: request.poNumber,
      SubmitOrder: true,
      ...(this.options.shippingMethod ? { ShippingMethod: { Code: this.options.shippingMethod } } : {}),
    };
    return this.call('order', 'POST', '/order', {}, body, request, (answer) => {
      const parsed = mouserOrderAnswer.safeParse(answer);
      if (!parsed.success || parsed.data.OrderNumber == null) {
        return { ok: false, message: 'unreadable order answer' };
      }
      return {
        ok: true,
        value: {
          poNumber: request.poNumber,
          distributorOrderNumber: String(parsed.data.OrderNumber),
          status: 'ORDERED',
          statusText: null,
        },
      };
    });
  }

  async orderStatus(poNumber: string, context?: CallContext): Promise<PurchaseAnswer | null> {
    // Mouser's history has no PO-number lookup; the recent range is searched for it instead.
    const to = new Date();
    const from = new Date(to.getTime() - (this.options.historyLookbackDays ?? 90) * 86_400_000);
    const orders = await this.ordersBetween(
      from.toISOString().slice(0, 10),
      to.toISOString().slice(0, 10),
      context,
    );
    const wanted = poNumber.trim().toUpperCase();
    // The latest entry wins when a PO number appears twice (a resubmission shows up here too).
    return orders.filter((order) => order.poNumber.trim().toUpperCase() === wanted).at(-1) ?? null;
  }

  async ordersBetween(from: string, to: string, context?: CallContext): Promise<PurchaseAnswer[]> {
    const query = { startDate: mouserDate(from), endDate: mouserDate(to) };
    return this.call(
      'orderHistory',
      'GET',
      '/orderhistory/ByDateRange',
      query,
      undefined,
      context,
      (answer) => {
        const parsed = mouserHistoryAnswer.safeParse(answer);
        if (!parsed.success) return { ok: false, message: 'unreadable order history' };
        const items = [...(parsed.data.OrderHistoryItems ?? [])].sort((a, b) =>
          (a.DateCreated ?? '').localeCompare(b.DateCreated ?? ''),
        );
        return { ok: true, value: items.map(answerOf) };
      },
    );
  }

  private async call<T>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body: unknown,
    context: CallContext | undefined,
    read: (answer: unknown) => Interpretation<T>,
  ): Promise<T> {
    const url = new URL(`${this.baseUrl}${path}`);
    url.searchParams.set('apiKey', this.apiKey);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const callContext = context
      ? { orderId: context.orderId ?? null, projectId: context.projectId ?? null }
      : undefined;
    try {
      return await this.resolved.guard.run(
        () =>
          callDistributor({
            service: 'mouser',
            operation,
            recorder: this.resolved.recorder,
            context: callContext,
            timeoutMs: this.resolved.timeoutMs,
            method,
            url,
            body,
            secrets: [this.apiKey],
            interpret: (status, answer) => {
              const refused = mouserErrors(answer);
              if (refused) return { ok: false, message: refused, kind: 'refused' };
              if (status !== 200) return { ok: false, message: `HTTP ${status}`, kind: 'http' };
              const outcome = read(answer);
              return outcome.ok ? outcome : { ...outcome, kind: 'malformed' };
            },
          }),
        { retry: false },
      );
    } catch (error) {
      throw toDistributorError(error, 'Mouser');
    }
  }
}

function answerOf(item: MouserHistoryItem): PurchaseAnswer {
  const number = item.SalesOrderNumber ?? item.WebOrderNumber;
  return {
    poNumber: item.PoNumber ?? '',
    distributorOrderNumber: number == null ? null : String(number),
    status: purchaseStatusOfMouser(item.OrderStatusDisplay),
    statusText: item.OrderStatusDisplay ?? null,
  };
}
