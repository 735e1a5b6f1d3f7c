import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject } from '../../../test/orders.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { teamPermissions, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const NO_PERMISSION = 'Please contact the administrator of the team to grant you the related permission';

type Flags = Partial<
  Pick<typeof users.$inferInsert, 'createProjectsFlag' | 'seeTeamProjectsFlag' | 'orderAndPayFlag'>
>;
type Record = Partial<
  Pick<typeof teamPermissions.$inferInsert, 'createProjects' | 'seeTeamProjects' | 'orderAndPay'>
>;

/** An owner (with a contact permission record when given) and a member with the given own flags. */
async function team(flags: Flags, record?: Record): Promise<{ owner: Person; member: Person }> {
  const owner = await signedInPerson(t);
  const member = await signedInPerson(t, { createdBy: owner.user.id });
  await t.ctx.db.update(users).set(flags).where(eq(users.id, member.user.id));
  if (record) await t.ctx.db.insert(teamPermissions).values({ ownerId: owner.user.id, ...record });
  return { owner, member };
}

describe('creating projects (SPEC.md section 6)', () => {
  const cases: [string, Flags, Record | undefined, boolean][] = [
    ['own flag unset, owner refuses', { createProjectsFlag: null }, { createProjects: false }, true],
    ['own flag on, no owner record', { createProjectsFlag: true }, undefined, true],
    ['own flag on, owner allows', { createProjectsFlag: true }, { createProjects: true }, true],
    ['own flag on, owner refuses', { createProjectsFlag: true }, { createProjects: false }, false],
    ['own flag off, owner allows', { createProjectsFlag: false }, { createProjects: true }, false],
  ];
  it.each(cases)('%s', async (_name, flags, record, allowed) => {
    const { member } = await team(flags, record);
    const response = await call('POST', '/rest/project/new', member, {});
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'TEAM.CREATE_PROJECTS_DENIED',
      message: NO_PERMISSION,
    });
  });

  it('an account nobody created may, whatever its own flag says', async () => {
    const owner = await signedInPerson(t);
    await t.ctx.db.update(users).set({ createProjectsFlag: false }).where(eq(users.id, owner.user.id));
    expect((await call('POST', '/rest/project/new', owner, {})).statusCode).toBe(200);
  });

  it('copying a project and starting one from a template are refused the same way', async () => {
    const { owner, member } = await team({ createProjectsFlag: false });
    const projectId = await projectOf(t, owner, 'Team board to copy');
    const copy = await call('POST', '/rest/project/copyProject', member, { projectId });
    expect(copy.statusCode).toBe(403);
    expect(copy.json().error.code).toBe('TEAM.CREATE_PROJECTS_DENIED');
    const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    const template = await call('POST', '/rest/admin/product-templates', staff, {
      name: `Rules template ${randomUUID()}`,
      pcbSpec: {},
      assembly: false,
      quantities: [10],
    });
    expect(template.statusCode, template.body).toBe(200);
    const started = await call('POST', `/rest/product-templates/${template.json().id}/project`, member, {});
    expect(started.statusCode).toBe(403);
    expect(started.json().error.code).toBe('TEAM.CREATE_PROJECTS_DENIED');
    // The owner copies their own project as always.
    expect((await call('POST', '/rest/project/copyProject', owner, { projectId })).statusCode).toBe(200);
  });
});

describe('seeing the team’s projects', () => {
  const teamNames = async (who: Person) =>
    (await call('POST', '/rest/project/teamProjects', who, {}))
      .json()
      .wizardProjects.map((p: { name: string }) => p.name);

  it('a member refused sees only their own projects; teammates still see theirs', async () => {
    const { owner, member } = await team({ seeTeamProjectsFlag: false });
    const ownersProject = await projectOf(t, owner, 'Owner secret board');
    await projectOf(t, member, 'Member board');
    expect(await teamNames(member)).toEqual([]);
    expect((await call('GET', `/rest/project/information/${ownersProject}`, member)).statusCode).toBe(404);
    expect(await teamNames(owner)).toEqual(['Member board']);
  });

  it('the owner record refusing hides them from a member whose flag is on, not from one whose flag is unset', async () => {
    const { owner, member } = await team({ seeTeamProjectsFlag: true }, { seeTeamProjects: false });
    const unset = await signedInPerson(t, { createdBy: owner.user.id });
    await projectOf(t, owner, 'Owner board');
    expect(await teamNames(member)).toEqual([]);
    expect(await teamNames(unset)).toEqual(['Owner board']);
  });

  it('their team orders are hidden too', async () => {
    const { owner, member } = await team({ seeTeamProjectsFlag: false });
    const projectId = await selectedProject(t, owner, 'Ordered by owner');
    const placed = await call('POST', '/rest/project/submit-order', owner, {
      projectId,
      idempotencyKey: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const window = { startLimit: 0, endLimit: 500 };
    const teamOrders = (await call('POST', '/rest/order/getTeamOrders', member, window)).json();
    expect(JSON.stringify(teamOrders)).not.toContain('Ordered by owner');
    await t.ctx.db.update(users).set({ seeTeamProjectsFlag: null }).where(eq(users.id, member.user.id));
    const allowed = (await call('POST', '/rest/order/getTeamOrders', member, window)).json();
    expect(JSON.stringify(allowed)).toContain(placed.json().orderKey);
  });
});

describe('ordering and paying', () => {
  it('a member refused cannot submit an order (403); allowed again, they can', async () => {
    const { member } = await team({ orderAndPayFlag: false });
    const projectId = await selectedProject(t, member, 'Member order');
    const refused = await call('POST', '/rest/project/submit-order', member, {
      projectId,
      idempotencyKey: randomUUID(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'TEAM.ORDER_AND_PAY_DENIED', message: NO_PERMISSION });
    await t.ctx.db.update(users).set({ orderAndPayFlag: true }).where(eq(users.id, member.user.id));
    const placed = await call('POST', '/rest/project/submit-order', member, {
      projectId,
      idempotencyKey: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await t.ctx.db.update(users).set({ orderAndPayFlag: false }).where(eq(users.id, member.user.id));
    const pay = await call('POST', '/rest/order/delay-payment-email', member, {
      orderId: placed.json().orderId,
    });
    expect(pay.statusCode).toBe(403);
    expect(pay.json().error.code).toBe('TEAM.ORDER_AND_PAY_DENIED');
  });
});
