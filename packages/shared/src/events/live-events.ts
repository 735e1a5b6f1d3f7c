import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status.ts';

/**
 * What the server pushes to open browsers over `GET /rest/events` (server-sent events). Each event
 * carries ids only: it tells the browser what to fetch again, never the data itself, so nothing a
 * caller may not read travels on it and every payload stays far below PostgreSQL's NOTIFY limit.
 */

export const LIVE_EVENTS_PATH = '/rest/events';

/** Under the 30 s idle timeout common to proxies and load balancers, so an idle stream stays open. */
export const HEARTBEAT_MS = 25_000;
/** The `retry:` hint each stream starts with: how long a plain EventSource waits before reconnecting. */
export const RECONNECT_HINT_MS = 3_000;
/** How often the browser asks again for what the stream would have told it, while the stream is down. */
export const POLL_WHILE_DOWN_MS = 30_000;

const id = z.number().int().positive();
/** Projects are named by their key on the wire, as in every other call. */
const projectKey = z.string().min(1).max(64);

/** The data of each event, by its SSE event name. */
export const LIVE_EVENT_DATA = {
  /** A new message in a project's conversation. */
  message: z.object({ projectId: projectKey, messageId: id }),
  /** How many messages the user has not read yet. */
  unread: z.object({ count: z.number().int().nonnegative() }),
  /** An order changed status. */
  order: z.object({ orderId: id, status: z.enum(ORDER_STATUSES) }),
  /** A new share notification (a project shared, a reminder, an editing lock taken over). */
  share: z.object({ projectId: projectKey }),
  /** Distributor prices and stock arrived for some of a project's BOM lines (or matching finished). */
  prices: z.object({ projectId: projectKey, done: z.boolean() }),
  /** Staff added a document to an order (its page lists the order's documents). */
  document: z.object({ orderId: id, documentId: id }),
} as const;

export type LiveEventType = keyof typeof LIVE_EVENT_DATA;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENT_DATA) as LiveEventType[];
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof LIVE_EVENT_DATA)[T]>;

/** One event with its name: `{ type: 'order', orderId, status }`. */
export const liveEventSchema = z.discriminatedUnion('type', [
  LIVE_EVENT_DATA.message.extend({ type: z.literal('message') }),
  LIVE_EVENT_DATA.unread.extend({ type: z.literal('unread') }),
  LIVE_EVENT_DATA.order.extend({ type: z.literal('order') }),
  LIVE_EVENT_DATA.share.extend({ type: z.literal('share') }),
  LIVE_EVENT_DATA.prices.extend({ type: z.literal('prices') }),
  LIVE_EVENT_DATA.document.extend({ type: z.literal('document') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Reads one received SSE message (its event name and data text) as an event; null if it is none. */
export function parseLiveEvent(name: string, data: string): LiveEvent | null {
  if (!(LIVE_EVENT_TYPES as string[]).includes(name)) return null;
  try {
    const parsed = liveEventSchema.safeParse({ ...JSON.parse(data), type: name });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
