import { z } from 'zod';
import { type ApiCallRecorder, NO_API_LOG } from '../api-log/api-call-recorder.ts';
import {
  type ContactProperties,
  type CreatedContact,
  type CrmContactContext,
  type CrmContacts,
  CrmError,
} from './port.ts';

const DEFAULT_TIMEOUT_MS = 10_000;

/** HubSpot's answer to a created contact (201): the id is all the product keeps. */
const createdAnswer = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

/** HubSpot's error body: `{ status: 'error', message, category, errors?: [...] }` (429s say errorType). */
const errorAnswer = z.object({
  message: z.string().optional(),
  category: z.string().optional(),
  errorType: z.string().optional(),
});

/**
 * Statuses that mean "not now", never "not this contact" (HubSpot's error-handling docs): 408 a request
 * that took too long, 423 a record locked by concurrent writes (retry after 2 s), 429 a rate limit, 477
 * the account moving between data centres (Retry-After, up to 24 h). Treating them as a refusal would
 * park the contact for good. `waitMs` is the wait when HubSpot sends no Retry-After.
 */
const NOT_NOW: Readonly<Record<number, { reason: 'rate-limited' | 'unavailable'; waitMs: number | null }>> = {
  408: { reason: 'unavailable', waitMs: null },
  423: { reason: 'rate-limited', waitMs: 2000 },
  429: { reason: 'rate-limited', waitMs: null },
  477: { reason: 'unavailable', waitMs: null },
};

/** Only these say the contact itself was refused (HubSpot's VALIDATION_ERROR, INVALID_EMAIL and kin). */
const REFUSED_CONTACT = new Set([400, 422]);

/** HubSpot names the existing contact only inside its message: "Contact already exists. Existing ID: 5551". */
const EXISTING_ID = /Existing ID:\s*(\d+)/i;

/** HubSpot sends Retry-After in seconds; an HTTP date is read too. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The properties HubSpot gets: trimmed, empty ones left out (an empty string would blank a field). */
export function contactBody(properties: ContactProperties): { properties: Record<string, string> } {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(properties)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) kept[name] = text;
  }
  return { properties: kept };
}

/**
 * The production adapter: HubSpot's CRM v3 at `baseUrl` (tests give it the fake's address), with a
 * private app's token as bearer. Each call leaves one API log row ('createContact') with HubSpot's own
 * message on error; the token is only ever in the Authorization header.
 */
export class HubSpotRestClient implements CrmContacts {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
    private readonly apiLog: ApiCallRecorder = NO_API_LOG,
  ) {}

  async createContact(
    properties: ContactProperties,
    context: CrmContactContext = {},
  ): Promise<CreatedContact> {
    const started = performance.now();
    let httpStatus: number | null = null;
    const record = (message: string | null) =>
      this.apiLog.record({
        service: 'hubspot',
        operation: 'createContact',
        status: message === null ? 'ok' : 'error',
        httpStatus,
        durationMs: Math.round(performance.now() - started),
        message,
      });
    const fail = (error: CrmError): never => {
      record(error.message);
      throw error;
    };
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${this.baseUrl}/crm/v3/objects/contacts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(contactBody(properties)),
        signal: context.signal ? AbortSignal.any([timeout, context.signal]) : timeout,
      });
      httpStatus = response.status;
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch (error) {
      // Timeout, refused connection, a reset, or a body that is not JSON (a proxy's HTML page).
      const name = error instanceof Error ? error.name : 'request failed';
      const reason = httpStatus === null ? 'unavailable' : 'malformed';
      return fail(new CrmError('transient', reason, name === 'TimeoutError' ? 'timeout' : name, httpStatus));
    }
    const status = response.status;
    if (status === 200 || status === 201) {
      const created = createdAnswer.safeParse(body);
      if (!created.success) return fail(new CrmError('transient', 'malformed', 'malformed answer', status));
      record(null);
      return { id: created.data.id, existed: false };
    }
    const error = errorAnswer.safeParse(body ?? {});
    const said = error.success ? (error.data.message ?? error.data.category ?? null) : null;
    const message = said ?? `HTTP ${status}`;
    if (status === 409) {
      const existing = said ? EXISTING_ID.exec(said)?.[1] : undefined;
      if (!existing) return fail(new CrmError('transient', 'malformed', message, status));
      // Not an error for the product: the contact is there. The log still says what HubSpot answered.
      record(null);
      return { id: existing, existed: true };
    }
    const notNow = NOT_NOW[status];
    if (notNow) {
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? notNow.waitMs;
      return fail(new CrmError('transient', notNow.reason, message, status, wait));
    }
    if (status >= 500) return fail(new CrmError('transient', 'unavailable', message, status));
    if (status === 401) return fail(new CrmError('permanent', 'token', `token refused: ${message}`, status));
    // 403: the private app lacks the contacts scope, a setting like the token.
    if (status === 403)
      return fail(new CrmError('permanent', 'token', `token not allowed: ${message}`, status));
    const category = error.success ? error.data.category : undefined;
    if (REFUSED_CONTACT.has(status) || category === 'VALIDATION_ERROR')
      return fail(new CrmError('permanent', 'validation', message, status));
    // Any other answer (404 from a proxy, 405, 415, a status HubSpot adds later) says nothing about the
    // contact: retried with back-off like an outage, so the row is never parked for a passing fault.
    return fail(new CrmError('transient', 'unavailable', message, status));
  }
}
