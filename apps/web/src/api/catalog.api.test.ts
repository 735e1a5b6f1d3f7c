import { afterEach, describe, expect, it, vi } from 'vitest';

type Handler = (url: string, init: RequestInit) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Loads the catalog calls against a fake server, signed in with a token. */
async function loadCatalogApi(handler: Handler) {
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
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  const { catalogApi, CsvImportError } = await import('./catalog.api.ts');
  return { catalogApi, CsvImportError, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('catalog list calls', () => {
  it('send search, sort and page as the query string and leave an empty search out', async () => {
    const { catalogApi, calls } = await loadCatalogApi(() => json(200, { items: [], total: 0 }));
    await catalogApi.casePackages.list({
      search: ' SOT-23 ',
      sortField: 'pins',
      sortOrder: 'desc',
      pageNumber: 2,
      pageSize: 50,
    });
    await catalogApi.wordMappings.list('cpl', {
      search: '',
      sortField: 'word',
      sortOrder: 'asc',
      pageNumber: 0,
      pageSize: 25,
    });
    expect(calls.map((call) => call.url)).toEqual([
      './rest/case-package?search=SOT-23&sortField=pins&sortOrder=desc&pageNumber=2&pageSize=50',
      './rest/word-mappings?kind=cpl&sortField=word&sortOrder=asc&pageNumber=0&pageSize=25',
    ]);
  });

  it('update a manufacturer through the seed call, with the editor name and the aliases as body', async () => {
    const { catalogApi, calls } = await loadCatalogApi(() => json(200, {}));
    await catalogApi.manufacturers.save({ id: 7, name: 'Texas Instruments', aliases: ['TI'] }, 'admin');
    expect(calls[0]?.url).toBe('./rest/updateManfList?id=7&manfList=Texas+Instruments&lastModifyBy=admin');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"aliases":["TI"]}');
  });
});

describe('MPN CSV import', () => {
  it('posts the file as multipart field "file" with the bearer token and answers the counts', async () => {
    const { catalogApi, calls } = await loadCatalogApi(() => json(200, { created: 2, updated: 1 }));
    const file = new File(['mpn\nLM358DR\n'], 'parts.csv', { type: 'text/csv' });
    await expect(catalogApi.mpnData.importCsv(file)).resolves.toEqual({ created: 2, updated: 1 });
    const { url, init } = calls[0] ?? { url: '', init: {} };
    expect(url).toBe('./rest/mpn-data/import');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('turns a refused file into the list of its bad rows', async () => {
    const rows = [
      { row: 2, message: 'MPN is required' },
      { row: 4, message: 'Mounting style is not valid' },
    ];
    const { catalogApi, CsvImportError } = await loadCatalogApi(() =>
      json(400, {
        error: { code: 'VALIDATION', message: '2 rows are not valid; nothing was imported', details: rows },
      }),
    );
    const failure = await catalogApi.mpnData.importCsv(new File(['x'], 'bad.csv')).catch((error) => error);
    expect(failure).toBeInstanceOf(CsvImportError);
    expect(failure.message).toBe('2 rows are not valid; nothing was imported');
    expect(failure.rowErrors).toEqual(rows);
  });

  it('keeps field messages of a refusal that is not about rows', async () => {
    const { catalogApi } = await loadCatalogApi(() =>
      json(400, {
        error: {
          code: 'VALIDATION',
          message: 'Please choose a CSV file to import',
          details: { fields: { file: 'File is required' } },
        },
      }),
    );
    const failure = await catalogApi.mpnData.importCsv(new File([''], 'empty.csv')).catch((error) => error);
    expect(failure.rowErrors).toEqual([]);
    expect(failure.fieldErrors).toEqual({ file: 'File is required' });
  });
});
