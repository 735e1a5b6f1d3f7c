import type { ApiCallRecord } from '../../integrations/api-log/api-call-recorder.ts';

/**
 * How an outside call ended, in words an alert can tell apart: `timeout` (no answer in time),
 * `no_answer` (no connection, or it broke before an answer), `http_error` (a non-2xx status),
 * `refused` (a 2xx whose body says no or cannot be read: Mouser's Errors[], MultiSafepay's
 * success:false, VIES's MS_UNAVAILABLE).
 */
export const OUTSIDE_CALL_OUTCOMES = ['ok', 'timeout', 'no_answer', 'http_error', 'refused'] as const;
export type OutsideCallOutcome = (typeof OUTSIDE_CALL_OUTCOMES)[number];

/**
 * The transport's words for a call that ran out of time: the distributors' `withTimeout` ('timeout') and
 * fetch's AbortSignal.timeout (MultiSafepay, VIES: the error's name, 'TimeoutError'). A provider's own
 * text (VIES's userError TIMEOUT: a member state did not answer VIES) is an answer, so not one of them.
 */
const TIMED_OUT = new Set(['timeout', 'TimeoutError']);

/**
 * Read from the API log's row, which every adapter writes the same way: no status when no answer came,
 * and the transport's words as the message of a call that ran out of time (also when the status line
 * came and the body did not).
 */
export function outcomeOf(
  entry: Pick<ApiCallRecord, 'status' | 'httpStatus' | 'message'>,
): OutsideCallOutcome {
  if (entry.status === 'ok') return 'ok';
  if (TIMED_OUT.has(entry.message ?? '')) return 'timeout';
  if (entry.httpStatus === null) return 'no_answer';
  if (entry.httpStatus < 200 || entry.httpStatus > 299) return 'http_error';
  return 'refused';
}
