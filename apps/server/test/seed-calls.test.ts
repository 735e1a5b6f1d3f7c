import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-harness.ts';
import { callKey, concreteUrl, readPendingCalls, readSeedCalls } from './seed-calls.ts';

const seedCalls = readSeedCalls();
const pending = readPendingCalls();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isUnregistered = (body: string) => {
  try {
    return JSON.parse(body).error?.message?.startsWith('No route ') === true;
  } catch {
    return false;
  }
};
const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers });

describe('the seed calls of SPEC.md', () => {
  it('reads the whole table', () => {
    expect(seedCalls.length).toBeGreaterThan(150);
  });

  it('lists in the pending file only calls that exist in the seed table', () => {
    const known = new Set(seedCalls.map(callKey));
    expect([...pending].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(seedCalls.map((seed) => [callKey(seed), seed] as const))(
    '%s is registered or pending',
    async (_key, seed) => {
      const response = await call(seed.method, concreteUrl(seed.path));
      if (pending.has(callKey(seed))) {
        // Once a pending call is built, take it off the list so the checks below cover it.
        expect(
          isUnregistered(response.body),
          `${callKey(seed)} is registered: remove it from the pending list`,
        ).toBe(true);
      } else {
        expect(isUnregistered(response.body), `${callKey(seed)} is not registered`).toBe(false);
      }
    },
  );
  // Who may call each of them is checked with every other route in access-sweep.test.ts.
});
