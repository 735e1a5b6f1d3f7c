import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { selectedProject, submitOrder } from '../../../test/orders.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { offerSelections, promoCodeUses } from '../../db/schema.ts';

/**
 * A deleted project gives its promo-code use back: otherwise one customer could burn a limited code
 * (apply, delete, repeat) without ever ordering. An order keeps the use it took for good.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Person;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  owner = await signedInPerson(t);
}, 60_000);
afterAll(() => t.close());

let codeCount = 0;
async function singleUseCode() {
  codeCount += 1;
  const body = { code: `ONCE${codeCount}`, kind: 'PERCENT', value: 10, block: 'ALL', maxUses: 1 };
  const response = await call('POST', '/rest/admin/promo-codes', admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; code: string };
}

const apply = (projectId: string, code: string) =>
  call('POST', '/rest/project/add-promocode', owner, { projectId, code });
const usesOf = async (id: number) =>
  (
    (await call('GET', '/rest/admin/promo-codes', admin)).json().promoCodes as { id: number; uses: number }[]
  ).find((code) => code.id === id)?.uses;

describe('deleting a project that holds a promo code', () => {
  it('gives the use back, so the limited code can be applied on another project', async () => {
    const code = await singleUseCode();
    const first = await selectedProject(t, owner, 'Applied then deleted');
    const second = await selectedProject(t, owner, 'Applied afterwards');
    expect((await apply(first, code.code)).statusCode).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
    expect((await apply(second, code.code)).json().error.code).toBe('PROMO.EXHAUSTED');

    expect((await call('DELETE', `/rest/project/${first}`, owner)).statusCode).toBe(204);
    expect(await usesOf(code.id)).toBe(0);
    const uses = await t.ctx.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, code.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]?.releasedAt).not.toBeNull();
    // The deleted project's selection no longer shows a discount whose use it gave back.
    const [selection] = await t.ctx.db
      .select()
      .from(offerSelections)
      .where(eq(offerSelections.projectId, uses[0]?.projectId ?? 0));
    expect(selection?.promoCodeId).toBeNull();
    expect(JSON.stringify(selection?.breakdown)).not.toContain('"discount"');

    const reused = await apply(second, code.code);
    expect(reused.statusCode, reused.body).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
  });

  it('keeps the use an order took', async () => {
    const code = await singleUseCode();
    const ordered = await selectedProject(t, owner, 'Applied and ordered');
    expect((await apply(ordered, code.code)).statusCode).toBe(200);
    await submitOrder(t, owner, ordered);
    const deleted = await call('DELETE', `/rest/project/${ordered}`, owner);
    expect(deleted.statusCode).toBe(204);
    expect(await usesOf(code.id)).toBe(1);
    const other = await selectedProject(t, owner, 'After the order');
    expect((await apply(other, code.code)).json().error.code).toBe('PROMO.EXHAUSTED');
  });
});
