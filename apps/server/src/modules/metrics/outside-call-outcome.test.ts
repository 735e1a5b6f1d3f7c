import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outside-call-outcome.ts';

/** Rows as the adapters write them (distributor-http.ts, msp-rest.ts, vies-rest.ts). */
describe('how an outside call ended, read from its API log row', () => {
  it.each([
    ['an answer the adapter accepted', { status: 'ok', httpStatus: 200, message: null }, 'ok'],
    [
      'a distributor that did not answer in time',
      { status: 'error', httpStatus: null, message: 'timeout' },
      'timeout',
    ],
    [
      'fetch’s own timeout, before the status line',
      { status: 'error', httpStatus: null, message: 'TimeoutError' },
      'timeout',
    ],
    [
      'fetch’s own timeout, while reading the body',
      { status: 'error', httpStatus: 200, message: 'TimeoutError' },
      'timeout',
    ],
    [
      'a refused connection',
      { status: 'error', httpStatus: null, message: 'unreachable (ECONNREFUSED)' },
      'no_answer',
    ],
    ['MultiSafepay unreachable', { status: 'error', httpStatus: null, message: 'TypeError' }, 'no_answer'],
    ['a 503', { status: 'error', httpStatus: 503, message: 'HTTP 503' }, 'http_error'],
    [
      'MultiSafepay’s 4xx refusal',
      { status: 'error', httpStatus: 422, message: '1032: Invalid API key' },
      'http_error',
    ],
    [
      'Mouser’s Errors[] in a 200',
      { status: 'error', httpStatus: 200, message: 'Invalid unique identifier.' },
      'refused',
    ],
    [
      'VIES: the member state timed out (an answer)',
      { status: 'error', httpStatus: 200, message: 'TIMEOUT' },
      'refused',
    ],
    [
      'an answer that could not be read',
      { status: 'error', httpStatus: 200, message: 'malformed answer' },
      'refused',
    ],
  ] as const)('%s', (_case, entry, outcome) => {
    expect(outcomeOf(entry)).toBe(outcome);
  });
});
