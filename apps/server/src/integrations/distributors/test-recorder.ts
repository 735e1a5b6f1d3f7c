import type { ApiCallRecord, ApiCallRecorder } from '../api-log/api-call-recorder.ts';

/** Keeps every API log row in memory, for tests that count rows and look for leaked keys. */
export function memoryRecorder(): ApiCallRecorder & { rows: ApiCallRecord[] } {
  const rows: ApiCallRecord[] = [];
  return { rows, record: (row) => rows.push(row) };
}
