import {
  FakeBehaviour,
  type FakeRequest,
  type FakeResponse,
  json,
  MALFORMED,
  parseJsonBody,
  SERVER_ERROR,
  serveFake,
} from './fake-http.ts';
import type { PartnerOrder, PartnerOrderLine } from './partner-order-wire.ts';

/**
 * Arrow's or Verical's purchase API in the partner order format (partner-order-wire.ts): orders kept
 * by PO number, every submission logged (so a second submit of one PO shows), statuses settable by
 * tests, and `accept-then-hang` to record an order and then leave the caller without an answer.
 */
export interface FakePartnerOrder extends PartnerOrder {
  orderNumber: string;
  lines: PartnerOrderLine[];
}

export interface PartnerOrderFake {
  handle(request: FakeRequest): Promise<FakeResponse>;
  behaviour: FakeBehaviour;
  orders: Map<string, FakePartnerOrder>;
  /** Every POST of a purchase order, duplicates and refusals included. */
  submissions: { at: number; poNumber: string; outcome: 'created' | 'duplicate' | 'refused' }[];
  setStatus(poNumber: string, status: string, statusText?: string): void;
}

const refusal = (status: number, code: string, message: string, order?: FakePartnerOrder) =>
  json(status, { error: { code, message }, ...(order ? { order } : {}) });

export function createPartnerOrderFake(options: { apiKey: string; orderPrefix: string }): PartnerOrderFake {
  const behaviour = new FakeBehaviour();
  const orders = new Map<string, FakePartnerOrder>();
  const submissions: PartnerOrderFake['submissions'] = [];
  let sequence = 100_000;

  function submit(body: unknown): { response: FakeResponse; created: boolean } {
    const request = body as { poNumber?: unknown; lines?: unknown } | undefined;
    const poNumber = typeof request?.poNumber === 'string' ? request.poNumber.trim() : '';
    const lines = Array.isArray(request?.lines) ? (request.lines as PartnerOrderLine[]) : [];
    const existing = orders.get(poNumber);
    if (existing) {
      submissions.push({ at: Date.now(), poNumber, outcome: 'duplicate' });
      return {
        response: refusal(409, 'DUPLICATE_PO', `Purchase order ${poNumber} already exists`, existing),
        created: false,
      };
    }
    const invalid = !poNumber
      ? 'poNumber is required'
      : lines.length === 0
        ? 'at least one line is required'
        : lines.some((line) => !line.partNumber || !Number.isInteger(line.quantity) || line.quantity < 1)
          ? 'every line needs a partNumber and a positive whole quantity'
          : null;
    if (invalid) {
      submissions.push({ at: Date.now(), poNumber, outcome: 'refused' });
      return { response: refusal(400, 'INVALID_REQUEST', invalid), created: false };
    }
    sequence += 1;
    const order: FakePartnerOrder = {
      poNumber,
      orderNumber: `${options.orderPrefix}${sequence}`,
      status: 'ACCEPTED',
      statusText: 'Accepted',
      createdAt: new Date().toISOString(),
      lines,
    };
    orders.set(poNumber, order);
    submissions.push({ at: Date.now(), poNumber, outcome: 'created' });
    return { response: json(201, order), created: true };
  }

  return {
    behaviour,
    orders,
    submissions,
    setStatus(poNumber, status, statusText) {
      const order = orders.get(poNumber);
      if (!order) throw new Error(`the fake has no purchase order ${poNumber}`);
      order.status = status;
      order.statusText = statusText ?? status;
    },
    async handle(request) {
      const url = new URL(request.url, 'http://partner.local');
      const path = url.pathname.replace(/\/+$/, '');
      const one = /^\/purchase-orders\/([^/]+)$/.exec(path);
      const operation =
        request.method === 'POST' && path === '/purchase-orders'
          ? 'order'
          : request.method === 'GET' && one
            ? 'orderStatus'
            : 'unknown';
      const body = parseJsonBody(request.body);
      behaviour.log(operation, request, body);
      await behaviour.delay();
      if (operation === 'unknown') return refusal(404, 'NOT_FOUND', 'No such resource');
      if (request.headers.authorization !== `Bearer ${options.apiKey}`)
        return refusal(401, 'UNAUTHORIZED', 'Invalid API key');
      const failure = behaviour.take(operation);
      if (failure?.kind === 'hang') return behaviour.hang();
      if (failure?.kind === 'http-500') return SERVER_ERROR;
      if (failure?.kind === 'malformed') return MALFORMED;
      if (failure?.kind === 'refuse') return refusal(422, 'REFUSED', failure.message ?? 'Order refused');
      if (operation === 'order') {
        const { response, created } = submit(body);
        return failure?.kind === 'accept-then-hang' && created ? behaviour.hang() : response;
      }
      const order = orders.get(decodeURIComponent(one?.[1] ?? ''));
      return order ? json(200, order) : refusal(404, 'NOT_FOUND', 'No such purchase order');
    },
  };
}

/** The fake on its own 127.0.0.1 server: `baseUrl` is what ARROW_ORDER_BASE_URL / VERICAL_BASE_URL would be. */
export async function startPartnerOrderFake(
  options = { apiKey: 'partner-order-key-0123', orderPrefix: 'AR-' },
) {
  const fake = createPartnerOrderFake(options);
  const server = await serveFake((request) => fake.handle(request));
  return { fake, ...options, baseUrl: server.baseUrl, close: server.close };
}
