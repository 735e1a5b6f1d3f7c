import type { Page, Request } from 'playwright-core';

/**
 * "The page has loaded its data", for an app that keeps a live-update stream open (GET /rest/events,
 * read with fetch). Playwright's `networkidle` leaves out only native EventSource requests, so with
 * the stream open it never comes; this wait counts every request except the stream.
 */

interface Tracker {
  inFlight: Set<Request>;
  /** When a request last started or ended (Date.now()). */
  lastActivity: number;
}

const trackers = new WeakMap<Page, Tracker>();
const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/rest/events');

/** Starts following the page's requests (again is fine). Call it before the page signs in. */
export function followRequests(page: Page): Tracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: Tracker = { inFlight: new Set(), lastActivity: Date.now() };
  trackers.set(page, tracker);
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    tracker.inFlight.add(request);
    tracker.lastActivity = Date.now();
  });
  const end = (request: Request) => {
    if (isLiveStream(request)) return;
    tracker.inFlight.delete(request);
    tracker.lastActivity = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return tracker;
}

/**
 * Resolves once no request but the live stream has been in flight, started or ended for `quietMs`
 * (Playwright's networkidle uses 500 ms). A page not followed from its start is followed from now on.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const tracker = followRequests(page);
  const deadline = Date.now() + timeoutMs;
  while (tracker.inFlight.size > 0 || Date.now() - tracker.lastActivity < quietMs) {
    if (Date.now() > deadline) {
      const pending = [...tracker.inFlight].map((request) => request.url()).join(', ');
      throw new Error(`the network was not quiet within ${timeoutMs} ms (in flight: ${pending || 'none'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
