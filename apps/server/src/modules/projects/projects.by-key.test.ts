import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';

/**
 * Every project call reads its project through one statement built once per kind of caller
 * (projects.repository.ts, findVisibleProject), with the caller's id filled in on each run. Callers
 * of every kind take turns here on one server, so an answer that kept an earlier caller's id or
 * policy would show.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function infoAs(person: Person, key: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/rest/project/info/${key}`,
    headers: person.headers,
  });
  return response.statusCode === 200
    ? (response.json() as { myAccess: string }).myAccess
    : response.statusCode;
}

async function newProject(person: Person, name: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/project/new',
    headers: person.headers,
    payload: { name },
  });
  return (response.json() as { projectId: string }).projectId;
}

describe('reading a project by key', () => {
  it('answers each caller with their own access, in any order of callers', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const stranger = await signedInPerson(t);
    const admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const ownersBoard = await newProject(owner, 'Owner board');
    const strangersBoard = await newProject(stranger, 'Stranger board');

    const turns: [Person, string, string | number][] = [
      [owner, ownersBoard, 'owner'],
      [stranger, ownersBoard, 404],
      [admin, ownersBoard, 'admin'],
      [member, ownersBoard, 'team'],
      [stranger, strangersBoard, 'owner'],
      [owner, strangersBoard, 404],
      [admin, strangersBoard, 'admin'],
      [member, strangersBoard, 404],
      [owner, ownersBoard, 'owner'],
      [owner, 'P-26-999999', 404],
    ];
    for (const [person, key, expected] of turns) {
      expect(await infoAs(person, key), `${person.user.username} reading ${key}`).toBe(expected);
    }
  });
});
