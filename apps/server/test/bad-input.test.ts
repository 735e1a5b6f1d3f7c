import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-harness.ts';
import { type Person, projectOf, signedInPerson } from './people.ts';

/**
 * Input no form would send (a NUL, other control characters, ids beyond the database's integer range)
 * answers 400 naming the field on every kind of route, never 500 from the database.
 */
let t: TestApp;
let owner: Person;
let admin: Person;
let project: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  project = await projectOf(t, owner, 'Bad input board');
});
afterAll(() => t.close());

const signup = (fields: object) => ({
  username: 'nul-tester',
  email: 'nul-tester@example.test',
  password: 'Solder-Paste-42',
  firstname: 'Linus',
  lastname: 'Board',
  acceptTerms: true,
  ...fields,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: () => string;
  who?: () => Person;
  body?: () => object;
  field: string;
}

const NUL = 'A\u0000B';

const controlCharacterCases: Case[] = [
  {
    name: 'sign-up first name',
    method: 'POST',
    url: () => '/rest/open/signup',
    body: () => signup({ firstname: NUL }),
    field: 'firstname',
  },
  {
    name: 'sign-up username',
    method: 'POST',
    url: () => '/rest/open/signup',
    body: () => signup({ username: NUL }),
    field: 'username',
  },
  {
    name: 'sign-up e-mail',
    method: 'POST',
    url: () => '/rest/open/signup',
    body: () => signup({ email: 'a\u0000b@example.test' }),
    field: 'email',
  },
  {
    name: 'sign-up company (escape)',
    method: 'POST',
    url: () => '/rest/open/signup',
    body: () => signup({ companyName: 'Acme\u001b[31m' }),
    field: 'companyName',
  },
  {
    name: 'sign-in password',
    method: 'POST',
    url: () => '/auth/login',
    body: () => ({ username: 'someone', password: NUL }),
    field: 'password',
  },
  {
    name: 'new project name',
    method: 'POST',
    url: () => '/rest/project/new',
    who: () => owner,
    body: () => ({ name: NUL }),
    field: 'name',
  },
  {
    name: 'project notes (multi-line text keeps no NUL)',
    method: 'POST',
    url: () => '/rest/project/information',
    who: () => owner,
    body: () => ({ projectId: project, notes: `line one\n${NUL}` }),
    field: 'notes',
  },
  {
    name: 'project name query',
    method: 'GET',
    url: () => '/rest/project/checkIfProjectNameExist?name=A%00B',
    who: () => owner,
    field: 'name',
  },
  {
    name: 'BOM line MPN',
    method: 'POST',
    url: () => '/rest/bom/updatesinglebomline',
    who: () => owner,
    body: () => ({ projectId: project, lineNo: 1, mpn: NUL }),
    field: 'mpn',
  },
  {
    name: 'BOM sheet',
    method: 'POST',
    url: () => '/rest/project/sheet',
    who: () => owner,
    body: () => ({ projectId: project, sheet: 'Sheet\u00001' }),
    field: 'sheet',
  },
  {
    name: 'PCB stackup',
    method: 'POST',
    url: () => `/rest/project/pcb/${project}`,
    who: () => owner,
    body: () => ({ stackupId: NUL }),
    field: 'stackupId',
  },
  {
    name: 'Gerber layer file name',
    method: 'PUT',
    url: () => `/rest/project/pcb/${project}/gerbers/layers`,
    who: () => owner,
    body: () => ({ layers: [{ fileName: NUL, type: 'copper', side: 'top' }] }),
    field: 'layers.0.fileName',
  },
  {
    name: 'catalog search',
    method: 'GET',
    url: () => '/rest/case-package?search=%00',
    who: () => admin,
    field: 'search',
  },
  {
    name: 'case package description',
    method: 'POST',
    url: () => '/rest/case-package',
    who: () => admin,
    body: () => ({ name: '0603', mountingStyle: 'SMD', description: NUL }),
    field: 'description',
  },
  {
    name: 'word mapping',
    method: 'POST',
    url: () => '/rest/word-mappings',
    who: () => admin,
    body: () => ({ kind: 'bom', word: 'Part\u0000No', field: 'mpn' }),
    field: 'word',
  },
];

const HUGE = '99999999999';
const idCases: Case[] = [
  ...[HUGE, '-1', '1.5', '1e3', '0'].map((id) => ({
    name: `case package ${id}`,
    method: 'DELETE' as const,
    url: () => `/rest/case-package/${id}`,
    who: () => admin,
    field: 'id',
  })),
  {
    name: 'MPN record beyond int4',
    method: 'DELETE',
    url: () => `/rest/mpn-data/${HUGE}`,
    who: () => admin,
    field: 'id',
  },
  {
    name: 'share of a user beyond int4',
    method: 'DELETE',
    url: () => `/rest/project/shares/${project}/${HUGE}`,
    who: () => owner,
    field: 'userId',
  },
  {
    name: 'lock of a user beyond int4',
    method: 'POST',
    url: () => `/rest/project/user/${HUGE}/lockSharedProject/${project}`,
    who: () => owner,
    body: () => ({}),
    field: 'userId',
  },
  {
    name: 'BOM line beyond int4',
    method: 'POST',
    url: () => '/rest/bom/updatesinglebomline',
    who: () => owner,
    body: () => ({ projectId: project, lineNo: 99_999_999_999, mpn: 'X' }),
    field: 'lineNo',
  },
  {
    name: 'notification beyond int4',
    method: 'POST',
    url: () => '/rest/closesharenotification',
    who: () => owner,
    body: () => ({ id: 2_147_483_648 }),
    field: 'id',
  },
  {
    name: 'mapping record as a fraction',
    method: 'POST',
    url: () => '/rest/word-mappings',
    who: () => admin,
    body: () => ({ id: 1.5, kind: 'bom', word: 'Part', field: 'mpn' }),
    field: 'id',
  },
];

describe('bad input answers 400 naming the field', () => {
  it.each([...controlCharacterCases, ...idCases])('$name', async (testCase) => {
    const body = testCase.body?.();
    const response = await t.app.inject({
      method: testCase.method,
      url: testCase.url(),
      headers: testCase.who?.().headers ?? {},
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.details.fields)).toContain(testCase.field);
  });

  it('names the control characters in its message and keeps line breaks and tabs in multi-line text', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/rest/open/signup',
      payload: signup({ lastname: NUL }),
    });
    expect(refused.json().error.details.fields.lastname).toBe(
      'Last name contains characters that are not allowed',
    );
    const notes = 'First line\r\n\tindented second line';
    const saved = await t.app.inject({
      method: 'POST',
      url: '/rest/project/information',
      headers: owner.headers,
      payload: { projectId: project, notes },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().notes).toBe(notes);
  });

  it('still takes the largest id a column holds (answered as not found)', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/rest/case-package/2147483647',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('addresses the router refuses', () => {
  it.each([
    ['a malformed percent-encoding', '%E0%A4%A', 'The address is not valid: check its special characters.'],
    ['an over-long path parameter', '9'.repeat(150), 'A part of the address is too long.'],
  ])('answer %s with the shared error body', async (_what, id, message) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/rest/case-package/${id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
  });
});
