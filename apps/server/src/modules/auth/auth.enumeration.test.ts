import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const signupBody = (username: string, email: string) => ({
  username,
  email,
  password: 'Copper-Pour-Island-5',
  firstname: 'Ada',
  lastname: 'Trace',
  acceptTerms: true,
});

describe('sign-up with an address that already has an account', () => {
  it('answers exactly like a fresh sign-up and tells the owner of the address instead', async () => {
    const { user: owner } = await buildUser(t, { email: 'owner@example.test', firstname: 'Olga' });
    const fresh = await post('/rest/open/signup', signupBody('brandnew', 'brandnew@example.test'));
    const taken = await post('/rest/open/signup', signupBody('intruder', 'OWNER@example.test'));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());

    const { message } = await lastMailTo(t, owner.email);
    expect(message.subject).toBe('Someone tried to sign up with your address');
    expect(message.textBody).toContain('Hello Olga');
    expect(message.link).toBe('http://boardhouse.test/#/login');
    const intruder = await t.ctx.db.select().from(users).where(eq(users.username, 'intruder'));
    expect(intruder).toEqual([]);
  });

  it('still refuses a taken username with its message', async () => {
    await buildUser(t, { username: 'occupied' });
    const response = await post('/rest/open/signup', signupBody('Occupied', 'someone.new@example.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details.fields.username).toBe('This username is already taken');
    expect(response.json().error.details.fieldTexts).toEqual({
      username: { key: 'refused.account.usernameTaken' },
    });
  });
});

describe('password reset request', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const timedReset = async (username: string) => {
    const started = performance.now();
    const response = await post('/rest/open/reset-my-password', { username });
    return { response, ms: performance.now() - started };
  };

  it('answers the same, in the same time, whether or not the account exists', async () => {
    const { user } = await buildUser(t);
    // The real account's e-mail is held back until the end: every answer must come while it waits,
    // whatever the speed of the machine. An answer that waited for it would never come.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const deliver = t.ctx.mailer.deliver.bind(t.ctx.mailer);
    const delivering = vi.spyOn(t.ctx.mailer, 'deliver').mockImplementation(async (ids) => {
      await held;
      await deliver(ids);
    });
    const known: number[] = [];
    const unknown: number[] = [];
    try {
      for (let round = 0; round < 5; round += 1) {
        const a = await answeredWhileHeld(timedReset(user.username));
        const b = await answeredWhileHeld(timedReset(`ghost${round}`));
        expect(a.response.statusCode).toBe(200);
        expect(b.response.statusCode).toBe(200);
        expect(b.response.json()).toEqual(a.response.json());
        known.push(a.ms);
        unknown.push(b.ms);
      }
    } finally {
      release();
    }
    // Taken in turns, so a busy moment slows both alike: neither median is far from the other.
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 50);
    expect(median(unknown)).toBeLessThan(median(known) * 3 + 50);
    await t.services.auth.settled();
    expect(delivering).toHaveBeenCalled();
    expect((await lastMailTo(t, user.email)).message.subject).toBe('Reset your Boardhouse password');
  });
});

/**
 * The answer, or a failure when none came in 10 s: with the e-mail held back until the end, a request
 * that waits for it never answers (10 s is only how long to wait for that, never how long one takes).
 */
async function answeredWhileHeld<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), 10_000);
  });
  const first = await Promise.race([answer, waited]);
  clearTimeout(timer);
  if (first === 'waited') throw new Error('the reset request waited for the account’s e-mail');
  return first;
}
