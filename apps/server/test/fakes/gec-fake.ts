import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { gecOrderDocument } from '@boardhouse/shared/integrations/gec-order-document';
import { type RecordedJsonRequest, startRecordingJsonServer } from './recording-json-server.ts';

/**
 * A stand-in for the client-order system ("GEC") on 127.0.0.1, speaking its REST format: `POST /orders`
 * takes an order document and answers 201 `{ gecOrderId, clientId }`; `PUT /orders/{id}` replaces the
 * document (200, same answer); `GET /orders/{id}` answers the order as the system holds it, with its
 * status. The bearer token is checked (401), documents are validated with the shared schema (422
 * `{ message, errors: [{ path, message }] }`), a customer without a client id gets a new one, and a
 * repeated Idempotency-Key answers the order it made the first time. Modes stand for the system down
 * (503) or hanging (no answer until stop()).
 */
export type GecFakeMode = 'normal' | 'outage' | 'hang';

export type GecFakeRequest = RecordedJsonRequest;

export interface GecFakeOrder {
  gecOrderId: string;
  clientId: string;
  document: unknown;
  /** How many times the document was replaced (PUT). */
  revisions: number;
  receivedAt: string;
  updatedAt: string;
}

export interface GecFake {
  baseUrl: string;
  token: string;
  mode: GecFakeMode;
  orders: Map<string, GecFakeOrder>;
  /** Every request in arrival order (status null while it hangs). */
  requests: GecFakeRequest[];
  /** Milliseconds every answer waits (two sends at once overlap for sure). */
  delayMs: number;
  /** The server's environment variables that point GEC_* at this fake. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

const ORDER_PATH = /^\/orders\/([^/?]+)$/;

export async function startGecFake(options: { token?: string } = {}): Promise<GecFake> {
  const token = options.token ?? `gec-${randomUUID()}`;
  let nextOrder = 70_001;
  let nextClient = 5_001;
  const byIdempotencyKey = new Map<string, string>();
  const fake: GecFake = {
    baseUrl: '',
    token,
    mode: 'normal',
    orders: new Map(),
    requests: [],
    delayMs: 0,
    env: () => ({ GEC_URL: fake.baseUrl, GEC_TOKEN: token }),
    stop: () => server.stop(),
  };

  const handle = (seen: GecFakeRequest, response: ServerResponse) => {
    const send = (status: number, answer: unknown) => {
      seen.status = status;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
      send(status, { message, ...(errors ? { errors } : {}) });
    if (seen.headers.authorization !== `Bearer ${token}`) return refuse(401, 'Invalid or missing API token');
    if (fake.mode === 'hang') return server.hang(response);
    if (fake.mode === 'outage') return refuse(503, 'Order system under maintenance');
    const validated = () => {
      const parsed = gecOrderDocument.safeParse(seen.body);
      if (parsed.success) return parsed.data;
      refuse(
        422,
        'Order document is not valid',
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      return null;
    };
    const accepted = (order: GecFakeOrder, status: number) =>
      send(status, { gecOrderId: order.gecOrderId, clientId: order.clientId });

    if (seen.method === 'POST' && seen.url === '/orders') {
      const key =
        typeof seen.headers['idempotency-key'] === 'string' ? seen.headers['idempotency-key'] : null;
      const earlier = key ? fake.orders.get(byIdempotencyKey.get(key) ?? '') : undefined;
      if (earlier) return accepted(earlier, 201);
      const document = validated();
      if (!document) return;
      const now = new Date().toISOString();
      const order: GecFakeOrder = {
        gecOrderId: `GEC-${nextOrder++}`,
        clientId: document.gecClientId ?? `C-${nextClient++}`,
        document,
        revisions: 0,
        receivedAt: now,
        updatedAt: now,
      };
      fake.orders.set(order.gecOrderId, order);
      if (key) byIdempotencyKey.set(key, order.gecOrderId);
      return accepted(order, 201);
    }
    const id = ORDER_PATH.exec(seen.url)?.[1];
    const order = id ? fake.orders.get(decodeURIComponent(id)) : undefined;
    if (!id || (seen.method !== 'GET' && seen.method !== 'PUT')) return refuse(404, 'No such resource');
    if (!order) return refuse(404, `Order ${decodeURIComponent(id)} not found`);
    if (seen.method === 'GET') {
      return send(200, {
        gecOrderId: order.gecOrderId,
        clientId: order.clientId,
        status: order.revisions > 0 ? 'UPDATED' : 'RECEIVED',
        revisions: order.revisions,
        receivedAt: order.receivedAt,
        updatedAt: order.updatedAt,
        document: order.document,
      });
    }
    const document = validated();
    if (!document) return;
    order.document = document;
    order.revisions += 1;
    order.updatedAt = new Date().toISOString();
    if (document.gecClientId) order.clientId = document.gecClientId;
    return accepted(order, 200);
  };

  const server = await startRecordingJsonServer(fake.requests, (seen, response) => {
    if (fake.delayMs > 0) setTimeout(() => handle(seen, response), fake.delayMs);
    else handle(seen, response);
  });
  fake.baseUrl = server.baseUrl;
  return fake;
}
