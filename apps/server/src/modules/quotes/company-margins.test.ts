import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { marginBands } from '../../db/schema.ts';

/** A company's margin group prices its members and their team, over the account's own group. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN'] });
  // A group whose board margin is far above the standard one, so its prices cannot be confused.
  await t.ctx.db.insert(marginBands).values({
    customerGroup: 'premium-service',
    minQuantity: 1,
    boardPercent: 300,
    componentsPercent: 300,
    assemblyPercent: 300,
  });
}, 60_000);
afterAll(() => t.close());

async function firstCellNet(who: Person, name: string): Promise<number> {
  const projectId = await projectOf(t, who, name);
  expect((await call('POST', `/rest/project/pcb/${projectId}`, who, {})).statusCode).toBe(200);
  const offers = await call('GET', `/rest/project/offers/${projectId}`, who);
  expect(offers.statusCode, offers.body).toBe(200);
  return offers.json().cells[0].netCents;
}

describe('company margin group', () => {
  it('prices a member of a company in the company’s group, its team likewise, and a customer without one in standard', async () => {
    const member = await signedInPerson(t);
    const loner = await signedInPerson(t);
    const company = await call('POST', '/rest/admin/companies', admin, {
      name: 'Premium Boards BV',
      customerGroup: 'premium-service',
    });
    expect(company.statusCode, company.body).toBe(200);
    const attached = await call('POST', `/rest/admin/companies/${company.json().company.id}/members`, admin, {
      userIds: [member.user.id],
    });
    expect(attached.statusCode, attached.body).toBeLessThan(300);

    // A team member the company's member invited prices as the company too.
    const teammate = await signedInPerson(t, { createdBy: member.user.id });
    const memberNet = await firstCellNet(member, 'Company board');
    const teammateNet = await firstCellNet(teammate, 'Team board');
    const lonerNet = await firstCellNet(loner, 'Own board');
    expect(memberNet).toBeGreaterThan(lonerNet);
    expect(teammateNet).toBe(memberNet);
  });
});
