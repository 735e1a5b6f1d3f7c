import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { notificationAuthHeader } from './signature.ts';

/**
 * A MultiSafepay stand-in speaking its JSON API (POST /orders, GET /orders/{id}, PATCH /orders/{id}
 * to cancel, POST /orders/{id}/refunds) under `apiPath`, with
 * a payment page clearly marked as a test (Pay, Decline, Cancel) under `pagePath`. Choosing on the page
 * sends a signed POST notification to the order's notification_url and sends the browser back to its
 * redirect_url or cancel_url, as MultiSafepay does. Without an API key the server serves it in-process;
 * tests start it on 127.0.0.1. Framework-free: requests come in as method, path, headers and raw body.
 *
 * The page is reached only through the payment_url handed to the shop, which carries an unguessable
 * single-use key: the provider order id is `{order key}-{n}` and easy to guess, so without the key
 * anyone could decline another customer's payment. A wrong, used or missing key is the same 404 as
 * an unknown order.
 */

export interface SimulatedRequest {
  method: string;
  /** Path and query, relative to the simulator's mount point. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SimulatedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface SimulatedOrder {
  order_id: string;
  transaction_id: string;
  status: string;
  financial_status: string;
  amount: number;
  /** What was given back so far, as MultiSafepay reports it. */
  amount_refunded: number;
  currency: string;
  description: string;
  created: string;
  modified: string;
  customer: Record<string, unknown>;
  payment_options: { notification_url: string; redirect_url: string; cancel_url: string };
}

export interface MultisafepaySimulator {
  handle(request: SimulatedRequest): Promise<SimulatedResponse>;
  /** The orders as the simulator holds them, by MultiSafepay order id (tests change them). */
  orders: Map<string, SimulatedOrder>;
  /** Sends the order's notification now (again), signed with the given timestamp (seconds). */
  notify(orderId: string, timestampSeconds?: number): Promise<number>;
  /** While true, the API answers 503 like a provider that is down. */
  down: boolean;
  /**
   * Refunds made, in order (tests count them: a refund must never be sent twice). While
   * `refundAnswerDelayMs` is above zero, a refund is made at once but answered only after that delay,
   * like a provider whose answer is lost on the way.
   */
  refunds: { orderId: string; refundId: string; amount: number; description: string }[];
  refundAnswerDelayMs: number;
}

const json = (status: number, body: object): SimulatedResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const refused = (status: number, code: number, info: string) =>
  json(status, { success: false, data: {}, error_code: code, error_info: info });

/** A request body as MultiSafepay reads it: a JSON object, or nothing it can use. */
function jsonObject(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const OUTCOMES: Record<string, string> = { pay: 'completed', decline: 'declined', cancel: 'cancelled' };

export function createMultisafepaySimulator(options: {
  apiKey: string;
  /** Absolute URL of the simulator's mount point, for the payment_url it hands out. */
  publicBaseUrl: string;
}): MultisafepaySimulator {
  const orders = new Map<string, SimulatedOrder>();
  /** The payment page's key by order id, until a button is pressed (kept apart: orders go out as JSON). */
  const pageKeys = new Map<string, string>();
  const opens = (orderId: string, key: string) => {
    const expected = pageKeys.get(orderId);
    if (!expected) return false;
    // Compared as digests: constant time whatever the length of the key that was sent.
    const digest = (text: string) => createHash('sha256').update(text).digest();
    return timingSafeEqual(digest(expected), digest(key));
  };
  const now = () => new Date().toISOString().slice(0, 19);

  const simulator: MultisafepaySimulator = {
    orders,
    down: false,
    refunds: [],
    refundAnswerDelayMs: 0,
    async notify(orderId, timestampSeconds = Math.floor(Date.now() / 1000)) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the simulator has no order ${orderId}`);
      const body = JSON.stringify(order);
      const url = new URL(order.payment_options.notification_url);
      url.searchParams.set('transactionid', order.order_id);
      url.searchParams.set('timestamp', String(timestampSeconds));
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          auth: notificationAuthHeader(options.apiKey, String(timestampSeconds), body),
        },
        body,
      });
      return response.status;
    },
    async handle(request) {
      const url = new URL(request.url, 'http://simulator.local');
      const path = url.pathname.replace(/\/+$/, '');
      const api = /^\/v1\/json\/orders(?:\/([^/]+))?(\/refunds)?$/.exec(path);
      if (api) {
        if (simulator.down) return refused(503, 503, 'Service unavailable');
        if (request.headers.api_key !== options.apiKey) return refused(401, 1032, 'Invalid API key');
        const id = api[1] ? decodeURIComponent(api[1]) : undefined;
        if (request.method === 'POST' && !id) return createOrder(request.body);
        if (request.method === 'POST' && id && api[2]) return refundOrder(id, request.body);
        if (request.method === 'PATCH' && id && !api[2]) return cancelOrder(id, request.body);
        if (request.method === 'GET' && id) {
          const order = orders.get(id);
          return order
            ? json(200, { success: true, data: order })
            : refused(404, 1006, 'Invalid transaction ID');
        }
        return refused(405, 1000, 'Method not allowed');
      }
      const page = /^\/pay\/([^/]+)\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(path);
      const orderId = decodeURIComponent(page?.[1] ?? '');
      const order = page && opens(orderId, page[2] ?? '') ? orders.get(orderId) : undefined;
      if (page && order) {
        if (request.method === 'GET' && !page[3]) return paymentPage(order, page[2] ?? '');
        if (request.method === 'POST' && page[3]) {
          pageKeys.delete(orderId); // single use: spent before anything else can run
          return choose(order, page[3]);
        }
      }
      if (/^\/pay\//.test(path)) {
        return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'No such payment' };
      }
      return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };
    },
  };

  function createOrder(raw: string): SimulatedResponse {
    const body = jsonObject(raw);
    if (!body) return refused(400, 1000, 'Invalid JSON');
    const orderId = String(body.order_id ?? '');
    const amount = body.amount;
    const paymentOptions = body.payment_options as SimulatedOrder['payment_options'] | undefined;
    if (!orderId || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return refused(400, 1001, 'Invalid amount or order id');
    }
    if (!paymentOptions?.notification_url || !paymentOptions.redirect_url) {
      return refused(400, 1035, 'Invalid payment options');
    }
    if (orders.has(orderId)) return refused(409, 1006, 'Order id already exists');
    const order: SimulatedOrder = {
      order_id: orderId,
      transaction_id: String(randomInt(100_000_000, 999_999_999)),
      status: 'initialized',
      financial_status: 'initialized',
      amount,
      amount_refunded: 0,
      currency: String(body.currency ?? 'EUR'),
      description: String(body.description ?? ''),
      created: now(),
      modified: now(),
      customer: (body.customer as Record<string, unknown>) ?? {},
      payment_options: {
        ...paymentOptions,
        cancel_url: paymentOptions.cancel_url ?? paymentOptions.redirect_url,
      },
    };
    orders.set(orderId, order);
    const key = randomBytes(24).toString('base64url');
    pageKeys.set(orderId, key);
    const paymentUrl = `${options.publicBaseUrl}/pay/${encodeURIComponent(orderId)}/${key}`;
    return json(200, { success: true, data: { order_id: orderId, payment_url: paymentUrl } });
  }

  /**
   * MultiSafepay's cancel: only an order nobody has paid on (initialized); its payment page stops
   * working, and the shop is notified as for any change of status.
   */
  async function cancelOrder(orderId: string, raw: string): Promise<SimulatedResponse> {
    const order = orders.get(orderId);
    if (!order) return refused(404, 1006, 'Invalid transaction ID');
    const body = jsonObject(raw);
    if (!body) return refused(400, 1000, 'Invalid JSON');
    if (body.status !== 'cancelled' || ![0, 1].includes(body.exclude_order as number)) {
      return refused(400, 1000, 'Invalid status or exclude_order');
    }
    if (order.status !== 'initialized') {
      return refused(409, 1024, `Cannot cancel an order that is ${order.status}`);
    }
    pageKeys.delete(orderId);
    order.status = 'cancelled';
    order.financial_status = 'cancelled';
    order.modified = now();
    await simulator.notify(orderId).catch(() => 0);
    return json(200, { success: true, data: {} });
  }

  /** MultiSafepay's refund: amount in cents, in the payment's currency, at most what is left to give back. */
  async function refundOrder(orderId: string, raw: string): Promise<SimulatedResponse> {
    const order = orders.get(orderId);
    if (!order) return refused(404, 1006, 'Invalid transaction ID');
    const body = jsonObject(raw);
    if (!body) return refused(400, 1000, 'Invalid JSON');
    if (!['completed', 'shipped', 'partial_refunded'].includes(order.status)) {
      return refused(409, 1024, `Cannot refund an order that is ${order.status}`);
    }
    if (String(body.currency ?? '') !== order.currency) return refused(400, 1001, 'Invalid currency');
    const left = order.amount - order.amount_refunded;
    // MultiSafepay reads an amount of 0 as "everything that is left".
    const amount = body.amount === 0 ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > left) {
      return refused(400, 1025, 'Refund amount exceeds the amount left to refund');
    }
    order.amount_refunded += amount;
    order.status = order.amount_refunded === order.amount ? 'refunded' : 'partial_refunded';
    order.financial_status = order.status;
    order.modified = now();
    const refundId = String(randomInt(100_000_000, 999_999_999));
    simulator.refunds.push({ orderId, refundId, amount, description: String(body.description ?? '') });
    if (simulator.refundAnswerDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, simulator.refundAnswerDelayMs));
    }
    return json(200, { success: true, data: { transaction_id: order.transaction_id, refund_id: refundId } });
  }

  function paymentPage(order: SimulatedOrder, key: string): SimulatedResponse {
    const euros = (order.amount / 100).toFixed(2);
    const button = (action: string, label: string) =>
      `<form method="post" action="${escapeHtml(`${options.publicBaseUrl}/pay/${encodeURIComponent(order.order_id)}/${key}/${action}`)}"><button type="submit">${label}</button></form>`;
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TEST payment — MultiSafepay simulator</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<p style="background:#fff3cd;padding:.75rem;border:1px solid #c9a227"><strong>TEST — no money moves.</strong> This page stands in for MultiSafepay.</p>
<h1>Pay €${euros}</h1><p>${escapeHtml(order.description)}</p><p>Order ${escapeHtml(order.order_id)}</p>
<div style="display:flex;gap:1rem">${button('pay', 'Pay')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}</div>
</body></html>`;
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
  }

  async function choose(order: SimulatedOrder, action: string): Promise<SimulatedResponse> {
    const status = OUTCOMES[action] ?? 'initialized';
    order.status = status;
    order.financial_status = status;
    order.modified = now();
    // MultiSafepay notifies first and redirects after; a failing webhook does not stop the redirect.
    await simulator.notify(order.order_id).catch(() => 0);
    const back = new URL(
      action === 'cancel' ? order.payment_options.cancel_url : order.payment_options.redirect_url,
    );
    back.searchParams.set('transactionid', order.order_id);
    return { status: 302, headers: { location: back.toString() }, body: '' };
  }

  return simulator;
}
