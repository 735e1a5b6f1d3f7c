import {
  LIVE_EVENTS_PATH,
  type LiveEvent,
  type LiveEventData,
  POLL_WHILE_DOWN_MS,
  parseLiveEvent,
} from '@boardhouse/shared/events/live-events';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { backofficeKeys } from './backoffice.api.ts';
import { ApiError, sendAuthorised } from './client.ts';
import { distributorPriceKeys } from './distributor-prices.api.ts';
import { documentKeys } from './documents.api.ts';
import { offerKeys } from './offers.api.ts';
import { staffOrderKeys } from './order-actions.api.ts';
import { orderKeys } from './orders.api.ts';
import { sharingKeys } from './sharing.api.ts';

/**
 * Live updates: one `GET /rest/events` stream per visible tab, read with fetch (the token goes in the
 * Authorization header, never in a URL). Events only say what changed; the queries showing it are
 * fetched again. While the stream is down the same queries are polled every 30 s.
 */

/** `open`: events arrive; `polling`: the stream failed and is retried; `off`: signed out or hidden. */
export type LiveConnection = 'off' | 'connecting' | 'open' | 'polling';

export interface LiveState {
  connection: LiveConnection;
  /** The latest unread count the server announced (the message centre shows it). */
  unread: LiveEventData<'unread'> | null;
  /** The latest new message announced. */
  message: LiveEventData<'message'> | null;
}

let state: LiveState = { connection: 'off', unread: null, message: null };
const stateListeners = new Set<() => void>();
const eventListeners = new Set<(event: LiveEvent) => void>();

function setState(change: Partial<LiveState>): void {
  state = { ...state, ...change };
  for (const listener of stateListeners) listener();
}

/** For useSyncExternalStore: the state is replaced, never changed in place. */
export function getLiveState(): LiveState {
  return state;
}

export function subscribeLiveState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Calls `listener` with every event received (after the queries it makes stale were refreshed). */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** The queries an event makes stale. Message events are the message centre's to act on. */
export function keysToRefresh(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'order':
      return [orderKeys.all, staffOrderKeys.detail(event.orderId), backofficeKeys.all];
    case 'document':
      // The order's page lists its documents; My Documentation and staff's order view list them too.
      return [orderKeys.detail(event.orderId), documentKeys.all, staffOrderKeys.detail(event.orderId)];
    case 'share':
      return [sharingKeys.notifications];
    case 'prices':
      // Answers arrive line by line; the offers are priced again once the last one is in.
      return [
        distributorPriceKeys.project(event.projectId),
        ...(event.done ? [offerKeys.set(event.projectId), offerKeys.breakdowns(event.projectId)] : []),
      ];
    default:
      return [];
  }
}

/** What the stream would have told about, asked again while it is down or after it was. */
export const POLLED_KEYS: readonly QueryKey[] = [
  orderKeys.all,
  staffOrderKeys.all,
  backofficeKeys.all,
  sharingKeys.notifications,
  distributorPriceKeys.all,
];

export function handleLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  for (const queryKey of keysToRefresh(event)) void queryClient.invalidateQueries({ queryKey });
  if (event.type === 'unread') setState({ unread: { count: event.count } });
  if (event.type === 'message')
    setState({ message: { projectId: event.projectId, messageId: event.messageId } });
  for (const listener of eventListeners) listener(event);
}

/**
 * Wait before the next attempt after `failures` failed ones in a row: 1 s, 2 s, 4 s … up to a minute
 * (none after a stream that simply ended), plus up to a second at random, so browsers cut off together
 * (a server restart) come back spread out.
 */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const backoff = failures === 0 ? 0 : Math.min(60_000, 1_000 * 2 ** (failures - 1));
  return backoff + Math.floor(random() * 1_000);
}

/** A stream that lasted this long was a good one: its end (an expired token) is no failure. */
const HEALTHY_STREAM_MS = 10_000;

class StreamEnded extends Error {}

/** The stream's fetch: the session's token, refreshed once on a 401 like every other call. */
const fetchWithSession: typeof fetch = (input, init) =>
  sendAuthorised(LIVE_EVENTS_PATH, ({ Authorization }) =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), ...(Authorization ? { Authorization } : {}) },
    }),
  );

/** A refused sign-in ends the session (the api client has said so already): nothing to retry. */
const isSessionOver = (error: unknown) => error instanceof ApiError && [401, 403].includes(error.status);

/**
 * Keeps a stream open while the tab is visible, polls while it cannot be, and refreshes everything it
 * may have missed each time it opens again. Answers the function that stops it all (sign-out).
 */
export function connectLiveEvents(queryClient: QueryClient): () => void {
  let controller: AbortController | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let failures = 0;
  let hasOpened = false;
  let isStopped = false;

  const refreshAll = () => {
    for (const queryKey of POLLED_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
  const startPolling = () => {
    pollTimer ??= setInterval(refreshAll, POLL_WHILE_DOWN_MS);
    setState({ connection: 'polling' });
  };
  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  };

  const open = () => {
    const current = new AbortController();
    controller = current;
    let openedAt = 0;
    setState({ connection: state.connection === 'polling' ? 'polling' : 'connecting' });
    fetchEventSource(`.${LIVE_EVENTS_PATH}`, {
      signal: current.signal,
      fetch: fetchWithSession,
      // Visibility is handled below: the library's own handling can leave a second stream open.
      openWhenHidden: true,
      onopen: async (response) => {
        if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
          throw new Error(`not an event stream: ${response.headers.get('content-type')}`);
        }
        openedAt = Date.now();
        // Whatever happened while it was down, or the tab hidden, was not heard.
        const hasMissed = hasOpened || failures > 0;
        hasOpened = true;
        stopPolling();
        setState({ connection: 'open' });
        if (hasMissed) refreshAll();
      },
      onmessage: (message) => {
        const event = parseLiveEvent(message.event, message.data);
        if (event) handleLiveEvent(queryClient, event);
      },
      onclose: () => {
        // The server ends a stream when its token expires or it stops; fetchEventSource would stop too.
        throw new StreamEnded();
      },
      onerror: (error: unknown) => {
        if (isSessionOver(error)) throw error;
        // A stream that ends or breaks right after opening counts as a failure, so it backs off.
        const wasHealthy = openedAt > 0 && Date.now() - openedAt >= HEALTHY_STREAM_MS;
        openedAt = 0;
        if (wasHealthy) failures = 0;
        if (wasHealthy && error instanceof StreamEnded) return reconnectDelayMs(0);
        failures += 1;
        startPolling();
        return reconnectDelayMs(failures);
      },
    }).catch(() => {
      if (controller === current) stop();
    });
  };

  const handleVisibility = () => {
    if (isStopped) return;
    if (document.hidden) {
      controller?.abort();
      controller = null;
      stopPolling();
      setState({ connection: 'off' });
    } else if (!controller) {
      open();
    }
  };

  const stop = () => {
    isStopped = true;
    controller?.abort();
    controller = null;
    stopPolling();
    document.removeEventListener('visibilitychange', handleVisibility);
    // The next person to sign in on this tab must not see this one's counts.
    setState({ connection: 'off', unread: null, message: null });
  };

  document.addEventListener('visibilitychange', handleVisibility);
  if (!document.hidden) open();
  return stop;
}
