import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';

let t: TestApp;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let admin: Record<string, string>;
let sensorKey: string;

async function headersOf(roles: ('USER' | 'ADMIN')[] = ['USER']) {
  const { user, password } = await buildUser(t, { roles });
  return bearer((await signIn(t, user.username, password)).accessToken);
}
const createProject = async (headers: Record<string, string>, name: string): Promise<string> =>
  (await t.app.inject({ method: 'POST', url: '/rest/project/new', headers, payload: { name } })).json()
    .projectId;
const search = (headers: Record<string, string>, q: string) =>
  t.app.inject({ method: 'GET', url: `/rest/search?q=${encodeURIComponent(q)}`, headers });
const titlesOf = async (headers: Record<string, string>, q: string): Promise<string[]> => {
  const response = await search(headers, q);
  expect(response.statusCode).toBe(200);
  const groups = response.json().groups as { kind: string; results: { title: string }[] }[];
  return groups.flatMap((group) => group.results.map((result) => result.title));
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await headersOf();
  stranger = await headersOf();
  admin = await headersOf(['USER', 'ADMIN']);
  sensorKey = await createProject(owner, 'Soil sensor rev B');
  await createProject(owner, 'Sensor hub');
  await createProject(owner, 'Motor driver');
  await createProject(stranger, 'Stranger sensor');
});
afterAll(() => t.close());

describe('GET /rest/search', () => {
  it('finds the caller’s projects by part of the name, starts-with first, not someone else’s', async () => {
    expect(await titlesOf(owner, 'SENSOR')).toEqual(['Sensor hub', 'Soil sensor rev B']);
    expect(await titlesOf(owner, 'otor dri')).toEqual(['Motor driver']);
    expect(await titlesOf(stranger, 'sensor')).toEqual(['Stranger sensor']);
  });

  it('finds a project by its exact key, with a link to open it', async () => {
    const response = await search(owner, sensorKey.toLowerCase());
    expect(response.json()).toEqual({
      groups: [
        {
          kind: 'project',
          results: [
            {
              kind: 'project',
              id: sensorKey,
              title: 'Soil sensor rev B',
              subtitle: sensorKey,
              url: `/myprojects/new/${sensorKey}/1`,
            },
          ],
        },
      ],
    });
    expect(await titlesOf(stranger, sensorKey)).toEqual([]);
  });

  it('lets an administrator find every customer’s projects', async () => {
    expect(await titlesOf(admin, 'sensor')).toEqual(['Sensor hub', 'Soil sensor rev B', 'Stranger sensor']);
  });

  it('treats % and _ as letters, answers no groups when nothing matches', async () => {
    expect((await search(owner, '%%')).json()).toEqual({ groups: [] });
    expect((await search(owner, 'r_v')).json()).toEqual({ groups: [] });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/rest/search'] ?? {})).toContain('get');
  });

  it('asks for two characters and a signed-in caller', async () => {
    expect((await search(owner, 's')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/rest/search?q=sensor' })).statusCode).toBe(401);
  });

  // A security review found `q=a%00b` answering 500: PostgreSQL cannot compare text with a NUL in it.
  it('refuses control characters in the query with 400 naming the field', async () => {
    for (const q of ['a\u0000b', 'ab\u0001', 'a\u007fb']) {
      const response = await search(owner, q);
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
      expect(response.json().error.details.fields).toEqual({
        q: 'Search contains characters that are not allowed',
      });
    }
  });
});
