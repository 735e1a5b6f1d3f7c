import { describe, expect, it } from 'vitest';
import { RefusedNotifications } from './payment-refusals.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('which refused notifications are stored', () => {
  it('stores the first of each minute and counts the rest, told with the next one stored', () => {
    const refusals = new RefusedNotifications();
    expect(refusals.admit('bad-signature', START)).toBe('signature bad-signature');
    for (let index = 1; index < 1000; index += 1) {
      expect(refusals.admit('bad-signature', START + (index % 60) * 1000)).toBeNull();
    }
    expect(refusals.admit('missing', START + MINUTE)).toBe(
      'signature missing; 999 more refused in the minute of the previous stored refusal, counted only',
    );
    // A quiet minute in between: the count starts again, and nothing is owed.
    expect(refusals.admit('stale', START + 3 * MINUTE)).toBe('signature stale');
  });
});
