import { randomUUID } from 'node:crypto';
import { type RecordedJsonRequest, startRecordingJsonServer } from './recording-json-server.ts';

/**
 * A stand-in for HubSpot's CRM v3 contacts API on 127.0.0.1, answering `POST /crm/v3/objects/contacts`
 * in HubSpot's own JSON: the private app's bearer token is checked (401 INVALID_AUTHENTICATION), the
 * e-mail is validated (400 VALIDATION_ERROR), contacts are kept by e-mail and a known one answers
 * 409 CONFLICT naming the existing id in the message, as HubSpot does. Modes stand for HubSpot down
 * (503), rate-limiting (429 with Retry-After), a record locked by concurrent writes (423, which
 * HubSpot's error-handling docs say to retry after 2 s), the account moving between data centres
 * (477 Migration in Progress, Retry-After up to 24 h), a request timeout (408) or hanging (no answer
 * until stop()).
 */
export type HubSpotFakeMode =
  | 'normal'
  | 'outage'
  | 'rate-limited'
  | 'locked'
  | 'migrating'
  | 'request-timeout'
  | 'hang';

/** The answer of a mode that refuses every call: its status, body, and whether it says Retry-After. */
interface Refusal {
  status: number;
  body: Record<string, string>;
  retryAfter?: boolean;
}

const REFUSALS: Partial<Record<HubSpotFakeMode, Refusal>> = {
  outage: { status: 503, body: { category: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' } },
  'rate-limited': {
    status: 429,
    retryAfter: true,
    body: {
      message: 'You have reached your secondly limit.',
      errorType: 'RATE_LIMIT',
      policyName: 'SECONDLY',
    },
  },
  locked: { status: 423, body: { category: 'LOCKED', message: 'Locked' } },
  migrating: {
    status: 477,
    retryAfter: true,
    body: { category: 'MIGRATION_IN_PROGRESS', message: 'Migration in progress' },
  },
  'request-timeout': { status: 408, body: { category: 'REQUEST_TIMEOUT', message: 'Request Timeout' } },
};

export type HubSpotFakeRequest = RecordedJsonRequest;

export interface HubSpotFakeContact {
  id: string;
  properties: Record<string, string>;
}

export interface HubSpotFake {
  baseUrl: string;
  token: string;
  mode: HubSpotFakeMode;
  /** Contacts by lower-case e-mail. */
  contacts: Map<string, HubSpotFakeContact>;
  /** Every request in arrival order (status null while it hangs). */
  requests: HubSpotFakeRequest[];
  /** Seconds of the 429's and 477's Retry-After. */
  retryAfterSeconds: number;
  /** The server's environment variables that point HUBSPOT_* at this fake. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function startHubSpotFake(
  options: { token?: string; firstId?: number } = {},
): Promise<HubSpotFake> {
  const token = options.token ?? `pat-eu1-${randomUUID()}`;
  let nextId = options.firstId ?? 1001;
  const fake: HubSpotFake = {
    baseUrl: '',
    token,
    mode: 'normal',
    contacts: new Map(),
    requests: [],
    retryAfterSeconds: 10,
    env: () => ({ HUBSPOT_TOKEN: token, HUBSPOT_BASE_URL: fake.baseUrl }),
    stop: () => server.stop(),
  };

  const server = await startRecordingJsonServer(fake.requests, (seen, response) => {
    const { body } = seen;
    const send = (status: number, answer: object, headers: Record<string, string> = {}) => {
      seen.status = status;
      response
        .writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers })
        .end(JSON.stringify(answer));
    };
    const error = (status: number, category: string, message: string, extra: object = {}) =>
      send(status, { status: 'error', message, correlationId: randomUUID(), category, ...extra });

    if (seen.method !== 'POST' || seen.url !== '/crm/v3/objects/contacts') {
      error(404, 'OBJECT_NOT_FOUND', 'resource not found');
      return;
    }
    if (seen.headers.authorization !== `Bearer ${token}`) {
      error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
      return;
    }
    if (fake.mode === 'hang') {
      server.hang(response);
      return;
    }
    const refusal = REFUSALS[fake.mode];
    if (refusal) {
      const wait: Record<string, string> = refusal.retryAfter
        ? { 'retry-after': String(fake.retryAfterSeconds) }
        : {};
      send(refusal.status, { status: 'error', ...refusal.body, correlationId: randomUUID() }, wait);
      return;
    }
    const properties = (body as { properties?: unknown } | null)?.properties;
    if (!properties || typeof properties !== 'object') {
      error(
        400,
        'VALIDATION_ERROR',
        'Invalid input JSON on line 1, column 1: Cannot build SimplePublicObjectInput',
      );
      return;
    }
    const values = properties as Record<string, unknown>;
    const email = typeof values.email === 'string' ? values.email : '';
    if (!EMAIL.test(email)) {
      const detail = `Email address ${email} is invalid`;
      error(
        400,
        'VALIDATION_ERROR',
        `Property values were not valid: [{"isValid":false,"message":"${detail}","error":"INVALID_EMAIL","name":"email"}]`,
        { errors: [{ message: detail, code: 'INVALID_EMAIL', context: { propertyName: ['email'] } }] },
      );
      return;
    }
    const known = fake.contacts.get(email.toLowerCase());
    if (known) {
      error(409, 'CONFLICT', `Contact already exists. Existing ID: ${known.id}`);
      return;
    }
    const contact = {
      id: String(nextId++),
      properties: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
    };
    fake.contacts.set(email.toLowerCase(), contact);
    const now = new Date().toISOString();
    send(201, {
      id: contact.id,
      properties: {
        ...contact.properties,
        createdate: now,
        lastmodifieddate: now,
        hs_object_id: contact.id,
      },
      createdAt: now,
      updatedAt: now,
      archived: false,
    });
  });
  fake.baseUrl = server.baseUrl;
  return fake;
}
