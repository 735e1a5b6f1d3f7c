import { z } from 'zod';
import { type ApiCallRecorder, NO_API_LOG } from '../api-log/api-call-recorder.ts';
import type { ViesAnswer, ViesPort, ViesRequester } from './port.ts';

/** VIES's own timeout is long; a customer waits at most this. */
const TIMEOUT_MS = 5000;

/** The fields of VIES's REST answer the product reads (GET /ms/{country}/vat/{number}). */
const viesRestAnswer = z.object({
  isValid: z.boolean(),
  userError: z.string(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  requestIdentifier: z.string().nullish(),
});

/**
 * VIES's error envelope, sent instead of an answer when it is busy (MS_MAX_CONCURRENT_REQ) or refuses
 * the call, with HTTP 200 or a 4xx/5xx: `{ actionSucceed: false, errorWrappers: [{ error, message }] }`.
 */
const viesErrorEnvelope = z.object({
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).min(1),
});

/** The envelope's error code, and for the log its message too, without the number asked about. */
function envelopeReason(body: unknown, vatNumber: string): { error: string; logged: string } | null {
  const envelope = viesErrorEnvelope.safeParse(body);
  const first = envelope.success ? envelope.data.errorWrappers[0] : undefined;
  if (!first) return null;
  const message = first.message?.trim().replaceAll(vatNumber, '…');
  return { error: first.error, logged: message ? `${first.error}: ${message}` : first.error };
}

/** VIES writes "---" for a name or address a member state does not disclose. */
const disclosed = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed && trimmed !== '---' ? trimmed.replace(/\s*\n\s*/g, ', ') : null;
};

const unavailable = (reason: string): ViesAnswer => ({
  status: 'UNAVAILABLE',
  name: null,
  address: null,
  requestIdentifier: null,
  reason,
});

/**
 * The production adapter: the EU's REST service at `baseUrl` (tests give it the fake's address).
 * Each check leaves one API log row ('checkVat'): ok for VALID and INVALID, error with VIES's
 * userError or the transport's error otherwise; never the VAT number or what VIES says of it.
 */
export class ViesRestClient implements ViesPort {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = TIMEOUT_MS,
    private readonly apiLog: ApiCallRecorder = NO_API_LOG,
  ) {}

  async check(countryCode: string, vatNumber: string, requester?: ViesRequester): Promise<ViesAnswer> {
    const url = new URL(
      `${this.baseUrl}/ms/${encodeURIComponent(countryCode)}/vat/${encodeURIComponent(vatNumber)}`,
    );
    // A qualified check: without the requester VIES answers requestIdentifier "" (no evidence).
    if (requester) {
      url.searchParams.set('requesterMemberStateCode', requester.countryCode);
      url.searchParams.set('requesterNumber', requester.vatNumber);
    }
    const started = performance.now();
    let httpStatus: number | null = null;
    const record = (error: string | null) =>
      this.apiLog.record({
        service: 'vies',
        operation: 'checkVat',
        status: error === null ? 'ok' : 'error',
        httpStatus,
        durationMs: Math.round(performance.now() - started),
        message: error,
      });
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      httpStatus = response.status;
      body = await response.json();
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'request failed';
      record(reason);
      return unavailable(reason);
    }
    // Read before the answer's own shape, which the envelope lacks: the log keeps VIES's reason.
    const refusal = envelopeReason(body, vatNumber);
    if (refusal) {
      record(refusal.logged);
      // A requester VIES does not accept (a house number not yet registered for VIES) must not stop
      // every customer's check: asked again unqualified, the answer only lacks the consultation number.
      if (requester && refusal.error === 'INVALID_REQUESTER_INFO') return this.check(countryCode, vatNumber);
      return unavailable(refusal.error);
    }
    const parsed = viesRestAnswer.safeParse(body);
    if (!parsed.success) {
      record('malformed answer');
      return unavailable('malformed answer');
    }
    const answer = parsed.data;
    const isAnswer =
      (answer.isValid && answer.userError === 'VALID') || (!answer.isValid && answer.userError === 'INVALID');
    record(isAnswer ? null : answer.userError);
    if (!isAnswer) return unavailable(answer.userError);
    return {
      status: answer.isValid ? 'VALID' : 'INVALID',
      name: disclosed(answer.name),
      address: disclosed(answer.address),
      requestIdentifier: answer.requestIdentifier?.trim() || null,
    };
  }
}
