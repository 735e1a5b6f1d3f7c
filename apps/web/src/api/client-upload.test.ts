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

interface Sent {
  url: string;
  headers: Record<string, string>;
  file: File | null;
}
type Reply = (sent: Sent) => { status: number; body: string };

/** Just enough XMLHttpRequest for the upload path: headers, upload progress, load and error. */
function fakeXhr(reply: Reply, sent: Sent[]) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return 'application/json';
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const request = { url: this.url, headers: this.headers, file: form.get('file') as File | null };
      sent.push(request);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        const { status, body } = reply(request);
        this.status = status;
        this.responseText = body;
        this.onload?.();
      });
    }
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadClient(reply: Reply) {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  const sent: Sent[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(reply, sent));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('./refresh')
        ? json(200, { accessToken: 'new-access', refreshToken: 'refresh-2', roles: ['USER'], expiresIn: 900 })
        : json(404, {}),
    ),
  );
  const session = await import('./session.store.ts');
  session.storeTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
  localStorage.setItem('isLoggedIn', 'true');
  const client = await import('./client.ts');
  return { client, sent };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const bomFile = () => new File(['Designator,Qty\nR1,1\n'], 'board.csv', { type: 'text/csv' });

describe('apiUpload', () => {
  it('sends the file as multipart field "file" with the bearer token and reports progress', async () => {
    const { client, sent } = await loadClient(() => ({ status: 200, body: '{"fileName":"board.csv"}' }));
    const progress: number[] = [];
    const answer = await client.apiUpload('rest/project/bomFileUpload/P-26-000001', bomFile(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer).toEqual({ fileName: 'board.csv' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('./rest/project/bomFileUpload/P-26-000001');
    expect(sent[0]?.headers.Authorization).toBe('Bearer old-access');
    expect(sent[0]?.file?.name).toBe('board.csv');
    expect(await sent[0]?.file?.text()).toBe('Designator,Qty\nR1,1\n');
    expect(progress).toEqual([0, 0.4, 1]);
  });

  it('refreshes the session once on a 401 and sends the file again with the new token', async () => {
    const { client, sent } = await loadClient(({ headers }) =>
      headers.Authorization === 'Bearer new-access'
        ? { status: 200, body: '{"ok":true}' }
        : { status: 401, body: '{"error":{"code":"AUTH.TOKEN_INVALID","message":"expired"}}' },
    );
    await expect(client.apiUpload('rest/project/cplFileUpload/P-26-000001', bomFile())).resolves.toEqual({
      ok: true,
    });
    expect(sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
  });

  it("turns the server's refusal into an ApiError with its message and field messages", async () => {
    const { client } = await loadClient(() => ({
      status: 400,
      body: JSON.stringify({
        error: {
          code: 'BOM.NO_HEADER',
          message: 'No header row was found in the first 50 rows',
          details: { fields: { file: 'No header row' } },
        },
      }),
    }));
    await expect(client.apiUpload('rest/project/bomFileUpload/P-26-000001', bomFile())).rejects.toMatchObject(
      {
        status: 400,
        code: 'BOM.NO_HEADER',
        message: 'No header row was found in the first 50 rows',
        fieldErrors: { file: 'No header row' },
      },
    );
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', async () => {
    const { client } = await loadClient(() => ({ status: 200, body: '{}' }));
    expect(
      client.fileNameFromDisposition(`attachment; filename="bom.csv"; filename*=UTF-8''St%C3%BCckliste.csv`),
    ).toBe('Stückliste.csv');
    expect(client.fileNameFromDisposition('attachment; filename="P-26-000001-bom.xlsx"')).toBe(
      'P-26-000001-bom.xlsx',
    );
    expect(client.fileNameFromDisposition(null)).toBeNull();
  });
});
