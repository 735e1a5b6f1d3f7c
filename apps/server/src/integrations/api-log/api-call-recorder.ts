import { API_LOG_SERVICES } from '@boardhouse/shared/api-logs/api-logs-api';

/**
 * Every call to an outside service (distributors, MultiSafepay, VIES, …) leaves one row in the API log,
 * so staff can see what was asked, how it went and how long it took. Adapters report each call here;
 * the recorder writes in batches after the call, never inside the caller's transaction, and never
 * makes the call itself fail. What is recorded holds no keys, tokens or personal data: the operation's
 * name and the provider's own error message only.
 */

export const API_SERVICES = API_LOG_SERVICES;
export type ApiService = (typeof API_SERVICES)[number];

export interface ApiCallRecord {
  service: ApiService;
  /** What was asked, in the adapter's words: 'search', 'cart', 'order', 'orderHistory', 'createPayment', 'check' … */
  operation: string;
  status: 'ok' | 'error';
  /** The HTTP status the provider answered; null when no answer came (timeout, refused connection). */
  httpStatus: number | null;
  durationMs: number;
  /** On error: the provider's message (an `Errors[]` text, error_info …) or the transport's ('timeout'). */
  message: string | null;
  orderId?: number | null;
  projectId?: number | null;
}

export interface ApiCallRecorder {
  record(entry: ApiCallRecord): void;
}

/** For code paths and tests that keep no log. */
export const NO_API_LOG: ApiCallRecorder = { record: () => {} };

/** What a caller may say about why an outside call is made, so the log row points at it. */
export interface CallContext {
  orderId?: number | null;
  projectId?: number | null;
}
