import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { ApiCallRecord } from './api-call-recorder.ts';
import { DatabaseApiCallRecorder, toApiLogRow } from './database-recorder.ts';
import { API_LOG_MESSAGE_MAX, scrubApiLogMessage } from './message-scrub.ts';

type Row = Record<string, unknown>;

/** A database that keeps each insert's rows (or refuses while `isDown`). */
function fakeDatabase() {
  const batches: Row[][] = [];
  const state = { isDown: false };
  const db = {
    insert: () => ({
      values: async (rows: Row[]) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (state.isDown) throw new Error('connection refused');
        batches.push(rows);
      },
    }),
  } as unknown as Database;
  return { db, batches, state };
}

function fakeLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    log: {
      error: (_: object, message: string) => lines.push({ level: 'error', message }),
      warn: (_: object, message: string) => lines.push({ level: 'warn', message }),
    } as never,
  };
}

const call = (overrides: Partial<ApiCallRecord> = {}): ApiCallRecord => ({
  service: 'vies',
  operation: 'checkVat',
  status: 'ok',
  httpStatus: 200,
  durationMs: 42,
  message: null,
  ...overrides,
});

const recorders: DatabaseApiCallRecorder[] = [];
const recorderOf = (db: Database, log: never, options = {}) => {
  const recorder = new DatabaseApiCallRecorder(db, log, { flushIntervalMs: 60_000, ...options });
  recorders.push(recorder);
  return recorder;
};
afterEach(async () => {
  for (const recorder of recorders.splice(0)) await recorder.close();
});

describe('the database API-call recorder', () => {
  it('queues without writing, then writes everything in one batch on flush', async () => {
    const { db, batches } = fakeDatabase();
    const recorder = recorderOf(db, fakeLog().log);
    recorder.record(call());
    recorder.record(call({ service: 'multisafepay', operation: 'createPayment', orderId: 7 }));
    expect(batches).toHaveLength(0);
    await recorder.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject([
      { service: 'vies', operation: 'checkVat', status: 'ok', httpStatus: 200, durationMs: 42 },
      { service: 'multisafepay', operation: 'createPayment', orderId: 7, projectId: null },
    ]);
  });

  it('writes by itself on its interval, and in batches of at most maxBatch', async () => {
    const { db, batches } = fakeDatabase();
    const recorder = recorderOf(db, fakeLog().log, { flushIntervalMs: 20, maxBatch: 3 });
    for (let index = 0; index < 7; index += 1) recorder.record(call({ durationMs: index }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(batches.flat().map((row) => row.durationMs)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('never throws: a refused batch is logged and dropped, and the next ones are written', async () => {
    const { db, batches, state } = fakeDatabase();
    const { log, lines } = fakeLog();
    const recorder = recorderOf(db, log);
    state.isDown = true;
    expect(() => recorder.record(call())).not.toThrow();
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(lines).toEqual([{ level: 'error', message: 'could not write the API log' }]);
    state.isDown = false;
    recorder.record(call({ operation: 'after' }));
    await recorder.flush();
    expect(batches.flat().map((row) => row.operation)).toEqual(['after']);
    // Nonsense from a careless adapter is stored as something sane, not thrown.
    expect(() =>
      recorder.record({
        ...call(),
        durationMs: Number.NaN,
        httpStatus: 99_999,
        orderId: -3,
      } as ApiCallRecord),
    ).not.toThrow();
  });

  it('keeps at most maxPending rows while the database is behind, dropping the oldest', async () => {
    const { db, batches } = fakeDatabase();
    const { log, lines } = fakeLog();
    const recorder = recorderOf(db, log, { maxPending: 3, maxBatch: 100 });
    for (let index = 0; index < 5; index += 1) recorder.record(call({ durationMs: index }));
    await recorder.flush();
    expect(batches.flat().map((row) => row.durationMs)).toEqual([2, 3, 4]);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('stores numbers whole and in range', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(
      toApiLogRow(call({ durationMs: 12.6, httpStatus: 502, orderId: 12, projectId: 3 }), now),
    ).toMatchObject({ durationMs: 13, httpStatus: 502, orderId: 12, projectId: 3, createdAt: now });
    expect(
      toApiLogRow(call({ durationMs: -5, httpStatus: null, orderId: 0, projectId: 1.5 }), now),
    ).toMatchObject({ durationMs: 0, httpStatus: null, orderId: null, projectId: null });
    expect(toApiLogRow(call({ httpStatus: 1234 }), now).httpStatus).toBeNull();
  });
});

describe('an API log message', () => {
  it('keeps a provider’s plain message', () => {
    expect(scrubApiLogMessage('MS_UNAVAILABLE')).toBe('MS_UNAVAILABLE');
    expect(scrubApiLogMessage('Invalid API key')).toBe('Invalid API key');
    expect(scrubApiLogMessage('Order BH-26-000004-1 already exists')).toBe(
      'Order BH-26-000004-1 already exists',
    );
    expect(scrubApiLogMessage('TimeoutError')).toBe('TimeoutError');
    expect(scrubApiLogMessage(null)).toBeNull();
    expect(scrubApiLogMessage('   ')).toBeNull();
  });

  it('loses keys and tokens, named or bare', () => {
    const scrubbed = [
      'GET /orders?apiKey=sk_live_0123456789&x=1',
      'api_key: 4c1b2a7d9e',
      '{"api_key":"abc123def"}',
      'header Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'retry with token=s3cr3t-t0ken',
      'key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 rejected',
      'secret ZXhhbXBsZS1zZWNyZXQtdGhhdC1pcy1sb25nLWVub3VnaA== rejected',
      'client_secret=hunter2 password=correct-horse',
    ].map(scrubApiLogMessage);
    for (const text of scrubbed) {
      expect(text).toContain('[redacted]');
      for (const secret of [
        'sk_live_0123456789',
        '4c1b2a7d9e',
        'abc123def',
        'eyJ',
        's3cr3t',
        '9f86d081884c',
        'ZXhhbXBsZS1z',
        'hunter2',
        'correct-horse',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(scrubbed[0]).toBe('GET /orders?apiKey=[redacted]&x=1');
    expect(scrubbed[3]).toBe('header Authorization: [redacted]');
  });

  it('loses e-mail addresses and VAT numbers', () => {
    expect(scrubApiLogMessage('Invalid e-mail demo.customer+1@example.test for customer')).toBe(
      'Invalid e-mail [e-mail] for customer',
    );
    expect(scrubApiLogMessage('VAT number DE136695976 not found')).toBe('VAT number [vat number] not found');
    expect(scrubApiLogMessage('NL004495445B01 is invalid')).toBe('[vat number] is invalid');
  });

  it('is one line, without control characters, and at most API_LOG_MESSAGE_MAX characters', () => {
    expect(scrubApiLogMessage('line one\nline\u0000two\t end')).toBe('line one line two end');
    const long = scrubApiLogMessage('word '.repeat(2000));
    expect(long?.length).toBe(API_LOG_MESSAGE_MAX);
    expect(long?.endsWith('…')).toBe(true);
  });
});
