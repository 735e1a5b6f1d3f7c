import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, signedInPerson } from '../../../test/people.ts';

/**
 * Every project call reads its project, and the project lists their pages, through statements built
 * once per kind of caller and shape (projects.repository.ts, db/built-statements.ts), with the caller's
 * id, the key, the search and the page filled in on each run. Callers of every kind take turns here on
 * one server, so an answer that kept an earlier caller's values or policy would show.
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

async function listAs(person: Person, url: string, payload: object = {}) {
  const response = await t.app.inject({ method: 'POST', url, headers: person.headers, payload });
  const body = response.json() as {
    wizardProjects: { name: string }[];
    myProjectsCount?: number;
    myTeamsProjectsCount?: number;
  };
  return {
    names: body.wizardProjects.map((project) => project.name).sort(),
    count: body.myProjectsCount ?? body.myTeamsProjectsCount,
  };
}

describe('listing projects', () => {
  it('lists each caller’s own and team projects, searched and paged, in any order of callers', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const stranger = await signedInPerson(t);
    for (const name of ['Alpha list', 'Bravo list', 'Charlie list']) await newProject(owner, name);
    await newProject(member, 'Member list');
    await newProject(stranger, 'Stranger list');

    const own = '/rest/project';
    const team = '/rest/project/teamProjects';
    const turns: [Person, string, object, string[], number][] = [
      [owner, own, {}, ['Alpha list', 'Bravo list', 'Charlie list'], 3],
      [stranger, own, {}, ['Stranger list'], 1],
      [member, own, {}, ['Member list'], 1],
      [owner, own, { filter: 'bravo' }, ['Bravo list'], 1],
      [stranger, own, { filter: 'bravo' }, [], 0],
      [
        owner,
        own,
        { filter: 'list', pageSize: 2, pageNumber: 1, sortField: 'name', sortOrder: 'asc' },
        ['Charlie list'],
        3,
      ],
      [member, team, {}, ['Alpha list', 'Bravo list', 'Charlie list'], 3],
      [owner, team, {}, ['Member list'], 1],
      [stranger, team, {}, [], 0],
      [member, team, { filter: 'charlie' }, ['Charlie list'], 1],
      [owner, own, { filter: 'charlie' }, ['Charlie list'], 1],
    ];
    for (const [person, url, payload, names, count] of turns) {
      const label = `${person.user.username} ${url} ${JSON.stringify(payload)}`;
      expect(await listAs(person, url, payload), label).toEqual({ names, count });
    }
  });
});
