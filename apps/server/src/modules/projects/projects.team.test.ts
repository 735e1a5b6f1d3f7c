import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signedInPerson } from '../../../test/people.ts';
import { projects } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const names = (body: { wizardProjects: { name: string }[] }) =>
  body.wizardProjects.map((project) => project.name).sort();

describe('team projects', () => {
  it('lists team mates’ projects (not one’s own, not strangers’) and lets team mates open them', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t, { createdBy: owner.user.id });
    const stranger = await signedInPerson(t);
    const { projectId } = (await post('/rest/project/new', owner.headers, { name: 'Owner board' })).json();
    await post('/rest/project/new', member.headers, { name: 'Member board' });
    await post('/rest/project/new', stranger.headers, { name: 'Stranger board' });

    for (const url of ['/rest/project/teamProjects', '/rest/project/teamProjects/getSearchTeamsProjects']) {
      const forMember = (await post(url, member.headers)).json();
      expect(names(forMember), url).toEqual(['Owner board']);
      expect(forMember.myTeamsProjectsCount).toBe(1);
      expect(names((await post(url, owner.headers)).json())).toEqual(['Member board']);
      expect((await post(url, stranger.headers)).json().myTeamsProjectsCount).toBe(0);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/rest/project/info/${projectId}`, headers: member.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/rest/project/info/${projectId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      names((await post('/rest/project/getSearchProjectsWithPagination', member.headers)).json()),
    ).toEqual(['Member board']);
  });
});

describe('open projects and copies', () => {
  it('lists only projects that are neither ordered nor cancelled', async () => {
    const { headers } = await signedInPerson(t);
    for (const name of ['Drafting', 'Shipped', 'Dropped']) await post('/rest/project/new', headers, { name });
    await t.ctx.db.update(projects).set({ status: 'ordered' }).where(eq(projects.name, 'Shipped'));
    await t.ctx.db.update(projects).set({ status: 'cancelled' }).where(eq(projects.name, 'Dropped'));
    const response = await t.app.inject({ method: 'GET', url: '/rest/project/openProjects', headers });
    expect(names(response.json())).toEqual(['Drafting']);
  });

  it('copies a visible project’s information under a free name, and 404s for someone else’s', async () => {
    const { headers } = await signedInPerson(t);
    const { projectId } = (await post('/rest/project/new', headers, { name: 'Original' })).json();
    await post('/rest/project/information', headers, {
      projectId,
      description: 'Keep me',
      intendedQuantity: 40,
    });
    const first = (await post('/rest/project/copyProject', headers, { projectId })).json();
    const second = (await post('/rest/project/copyProject', headers, { projectId })).json();
    expect([first.name, second.name]).toEqual(['Original (copy)', 'Original (copy) (2)']);
    expect(first.projectId).not.toBe(projectId);
    const copied = (
      await t.app.inject({ method: 'GET', url: `/rest/project/info/${first.projectId}`, headers })
    ).json();
    expect(copied).toMatchObject({ description: 'Keep me', intendedQuantity: 40, status: 'draft' });
    const stranger = await signedInPerson(t);
    expect((await post('/rest/project/copyProject', stranger.headers, { projectId })).statusCode).toBe(404);
  });
});
