import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A localStorage for Node, enough for the session store. */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

type Handler = (url: string, init: RequestInit) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadClient(handler: Handler) {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      calls.push(`${init.method ?? 'GET'} ${url} ${auth}`.trim());
      return handler(url, init);
    }),
  );
  const session = await import('./session.store.ts');
  session.storeTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
  localStorage.setItem('isLoggedIn', 'true');
  const client = await import('./client.ts');
  return { client, session, calls };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the bearer token, refreshes once on a 401 and retries with the new token', async () => {
    const { client, session, calls } = await loadClient((url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url.startsWith('./refresh'))
        return json(200, {
          accessToken: 'new-access',
          refreshToken: 'refresh-2',
          roles: ['USER'],
          expiresIn: 900,
        });
      return auth === 'Bearer new-access'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'AUTH.TOKEN_INVALID', message: 'expired' } });
    });
    await expect(client.apiRequest('rest/account')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      'GET ./rest/account Bearer old-access',
      'POST ./refresh',
      'GET ./rest/account Bearer new-access',
    ]);
    expect(session.getSession().refreshToken).toBe('refresh-2');
  });

  it('lets concurrent 401s share one refresh, so the single-use token is spent once', async () => {
    const { client, calls } = await loadClient((url, init) => {
      if (url.startsWith('./refresh'))
        return json(200, {
          accessToken: 'new-access',
          refreshToken: 'refresh-2',
          roles: ['USER'],
          expiresIn: 900,
        });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'AUTH.TOKEN_INVALID', message: 'x' } });
    });
    await Promise.all([
      client.apiRequest('rest/account'),
      client.apiRequest('rest/user'),
      client.apiRequest('rest/account'),
    ]);
    expect(calls.filter((call) => call.includes('./refresh'))).toHaveLength(1);
  });

  it('sends the refresh token in the POST body, never in the URL (proxies log URLs)', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const { client } = await loadClient((url, init) => {
      sent.push({ url, init });
      return json(200, {
        accessToken: 'new-access',
        refreshToken: 'refresh-2',
        roles: ['USER'],
        expiresIn: 900,
      });
    });
    await expect(client.refreshSession()).resolves.toBe(true);
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe('./refresh');
    expect(url).not.toContain('refresh-1');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('logs out and reports the expired session when the refresh is refused', async () => {
    const { client, session } = await loadClient((url) =>
      url.startsWith('./refresh')
        ? json(401, { error: { code: 'AUTH.REFRESH_INVALID', message: 'expired' } })
        : json(401, { error: { code: 'AUTH.TOKEN_INVALID', message: 'expired' } }),
    );
    const ended = vi.fn();
    client.setSessionEndedListener(ended);
    await expect(client.apiRequest('rest/account')).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledWith('expired');
    expect(session.getSession()).toMatchObject({ isLoggedIn: false, accessToken: null, refreshToken: null });
  });

  it('turns a failed connection into status 0 and field errors into fieldErrors', async () => {
    const { client } = await loadClient((url) => {
      if (url.includes('signup')) {
        return json(400, {
          error: { code: 'VALIDATION', message: 'bad', details: { fields: { email: 'Email is not valid' } } },
        });
      }
      throw new TypeError('fetch failed');
    });
    await expect(client.apiRequest('rest/user')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    await expect(client.apiRequest('rest/open/signup', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { email: 'Email is not valid' },
    });
  });
});
