import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { lastMailTo } from '../../../test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  // Not 'test': the console line is for people running the server without SMTP.
  t = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('without SMTP', () => {
  it('prints each e-mail as one readable line with its link on the console', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: {
        username: 'consolereader',
        email: 'console.reader@example.test',
        password: 'Printed-Link-Pass-9',
        firstname: 'Con',
        lastname: 'Sole',
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const { code } = await lastMailTo(t, 'console.reader@example.test');
    expect(printed).toContain(
      `\n  Mail to console.reader@example.test — "Confirm your Boardhouse account":\n  http://boardhouse.test/#/welcome/${code}\n\n`,
    );
  });
});
