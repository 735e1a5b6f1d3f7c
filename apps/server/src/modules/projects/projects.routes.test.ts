import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signedInPerson } from '../../../test/people.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('POST /rest/project/new', () => {
  it('creates a draft with a human key and a dated default name', async () => {
    const { headers } = await signedInPerson(t);
    const response = await post('/rest/project/new', headers, {});
    expect(response.statusCode).toBe(200);
    const { projectId, name } = response.json();
    const year = String(new Date().getUTCFullYear()).slice(2);
    expect(projectId).toMatch(new RegExp(`^P-${year}-\\d{6}$`));
    expect(name).toMatch(/^Project \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const second = (await post('/rest/project/new', headers, {})).json();
    expect(second.name).toBe(`${name} (2)`);
    expect(Number(second.projectId.slice(5))).toBe(Number(projectId.slice(5)) + 1);
  });

  it('refuses a name the caller already uses, in any case, with 409 on the name field', async () => {
    const { headers } = await signedInPerson(t);
    await post('/rest/project/new', headers, { name: 'Motor driver' });
    const again = await post('/rest/project/new', headers, { name: 'MOTOR DRIVER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.fields.name).toBe('You already have a project with this name');
    // The same words for the reader's language, beside the field.
    expect(again.json().error.details.fieldTexts).toEqual({ name: { key: 'refused.project.nameTaken' } });
    const other = await signedInPerson(t);
    expect((await post('/rest/project/new', other.headers, { name: 'Motor driver' })).statusCode).toBe(200);
  });

  it('refuses a team member whose permission is off, with the SPEC message', async () => {
    const owner = await signedInPerson(t);
    const member = await signedInPerson(t);
    await t.ctx.db
      .update(users)
      .set({ createdBy: owner.user.id, createProjectsFlag: false })
      .where(eq(users.id, member.user.id));
    const response = await post('/rest/project/new', member.headers, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Please contact the administrator of the team to grant you the related permission',
    );
  });
});

describe('project information', () => {
  it('saves and reads the information fields through every lookup path', async () => {
    const { user, headers } = await signedInPerson(t);
    const { projectId } = (await post('/rest/project/new', headers, { name: 'Sensor board' })).json();
    const saved = await post('/rest/project/information', headers, {
      projectId,
      description: 'Soil moisture sensor, µA sleep current',
      customerReference: 'PO-4711',
      intendedQuantity: 250,
      targetDeliveryDate: '2027-02-15',
      wizardStep: 2,
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      projectId,
      name: 'Sensor board',
      status: 'draft',
      description: 'Soil moisture sensor, µA sleep current',
      customerReference: 'PO-4711',
      intendedQuantity: 250,
      targetDeliveryDate: '2027-02-15',
      wizardStep: 2,
      ownerId: user.id,
      createdBy: user.id,
    };
    expect((await get(`/rest/project/info/${projectId}`, headers)).json()).toMatchObject(expected);
    expect((await get(`/rest/project/information/${projectId}`, headers)).json()).toMatchObject(expected);
    expect((await get(`/rest/getProjectById/${projectId}`, headers)).json().response.project).toMatchObject(
      expected,
    );
  });

  it('answers field messages for bad values and writes nothing', async () => {
    const { headers } = await signedInPerson(t);
    const { projectId } = (await post('/rest/project/new', headers, { name: 'Valid' })).json();
    const response = await post('/rest/project/information', headers, {
      projectId,
      intendedQuantity: 0,
      targetDeliveryDate: '2027-13-45',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      intendedQuantity: 'Intended quantity minimum is 1',
      targetDeliveryDate: 'Target delivery date is not valid',
    });
    expect((await get(`/rest/project/info/${projectId}`, headers)).json().intendedQuantity).toBeNull();
  });

  it('tells whether a name is taken', async () => {
    const { headers } = await signedInPerson(t);
    await post('/rest/project/new', headers, { name: 'Taken name' });
    expect((await get('/rest/project/checkIfProjectNameExist?name=taken%20NAME', headers)).json()).toEqual({
      exists: true,
    });
    expect((await get('/rest/project/checkIfProjectNameExist?name=free', headers)).json()).toEqual({
      exists: false,
    });
  });
});

describe('access to someone else’s project', () => {
  it('answers 404 to another customer on every call, and lets ADMIN in', async () => {
    const owner = await signedInPerson(t);
    const stranger = await signedInPerson(t);
    const admin = await signedInPerson(t, { roles: ['ADMIN'] });
    const { projectId } = (await post('/rest/project/new', owner.headers, { name: 'Secret' })).json();
    for (const url of [
      `/rest/project/info/${projectId}`,
      `/rest/project/information/${projectId}`,
      `/rest/getProjectById/${projectId}`,
    ]) {
      expect((await get(url, stranger.headers)).statusCode, url).toBe(404);
      expect((await get(url, admin.headers)).statusCode, url).toBe(200);
    }
    expect(
      (await post('/rest/project/information', stranger.headers, { projectId, notes: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/rest/project/${projectId}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/rest/project/info/${projectId}`, owner.headers)).json().notes).toBeNull();
    const list = (await post('/rest/project', stranger.headers, {})).json();
    expect(list.wizardProjects.map((project: { projectId: string }) => project.projectId)).not.toContain(
      projectId,
    );
  });
});

describe('POST /rest/project (list)', () => {
  it('pages, sorts and searches the caller’s projects in SQL', async () => {
    const { headers } = await signedInPerson(t);
    for (const name of ['Alpha', 'bravo', 'Charlie', 'Delta', 'Echo 100%', 'Foxtrot', 'Golf']) {
      await post('/rest/project/new', headers, { name });
    }
    const first = (
      await post('/rest/project', headers, {
        sortField: 'name',
        sortOrder: 'asc',
        pageNumber: 0,
        pageSize: 3,
      })
    ).json();
    expect(first.myProjectsCount).toBe(7);
    expect(first.wizardProjects.map((p: { name: string }) => p.name)).toEqual(['Alpha', 'bravo', 'Charlie']);
    const last = (
      await post('/rest/project', headers, {
        sortField: 'name',
        sortOrder: 'asc',
        pageNumber: 2,
        pageSize: 3,
      })
    ).json();
    expect(last.wizardProjects.map((p: { name: string }) => p.name)).toEqual(['Golf']);
    const newest = (await post('/rest/project', headers, {})).json();
    expect(newest.wizardProjects[0].name).toBe('Golf');
    expect(newest.wizardProjects).toHaveLength(6);
    const search = (await post('/rest/project', headers, { filter: '100%' })).json();
    expect(search.wizardProjects.map((p: { name: string }) => p.name)).toEqual(['Echo 100%']);
    const byKey = (
      await post('/rest/project', headers, { filter: newest.wizardProjects[0].projectId })
    ).json();
    expect(byKey.myProjectsCount).toBe(1);
  });

  it('deletes softly: gone from lookups and lists, name free again', async () => {
    const { headers } = await signedInPerson(t);
    const { projectId } = (await post('/rest/project/new', headers, { name: 'Short-lived' })).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/rest/project/${projectId}`, headers })).statusCode,
    ).toBe(204);
    expect((await get(`/rest/project/info/${projectId}`, headers)).statusCode).toBe(404);
    expect((await post('/rest/project', headers, {})).json().myProjectsCount).toBe(0);
    expect((await post('/rest/project/new', headers, { name: 'Short-lived' })).statusCode).toBe(200);
  });
});
