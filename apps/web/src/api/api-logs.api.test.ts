import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the API-log calls against a fake server, signed in with a token. */
async function loadApiLogsApi() {
  vi.resetModules();
  const storage = new Map<string, string>([
    ['accessToken', 'token-1'],
    ['isLoggedIn', 'true'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ rows: [], total: 0, page: 0, pageSize: 25 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { ...(await import('./api-logs.api.ts')), urls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the API log call', () => {
  it('asks for the page and only the filters that are set', async () => {
    const { apiLogsApi, urls } = await loadApiLogsApi();
    await apiLogsApi.list({ page: 0, pageSize: 25 });
    await apiLogsApi.list({
      service: 'multisafepay',
      status: 'error',
      search: 'time out',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
      page: 3,
      pageSize: 10,
    });
    expect(urls).toEqual([
      './rest/admin/api-logs?page=0&pageSize=25',
      './rest/admin/api-logs?page=3&pageSize=10&service=multisafepay&status=error&search=time+out&from=2026-03-01T00%3A00%3A00.000Z&to=2026-03-02T00%3A00%3A00.000Z',
    ]);
  });

  it('keys each page under the area’s key', async () => {
    const { apiLogKeys } = await loadApiLogsApi();
    const request = { page: 1, pageSize: 25 };
    expect(apiLogKeys.list(request)).toEqual(['api-logs', 'list', request]);
  });
});
