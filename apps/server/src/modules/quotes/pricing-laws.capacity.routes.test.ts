import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, signedInPerson } from '../../../test/people.ts';
import { orders, projects } from '../../db/schema.ts';
import { listBookedAreas } from './capacity.repository.ts';
import { type PricingLawsWorld, pricingLawsWorld } from './pricing-laws.routes.test-support.ts';

/** The production capacity of the schedule (more than 0 m² a day) and the m² paid orders book of it. */
let t: TestApp;
let call: PricingLawsWorld['call'];
let admin: Person;
let put: PricingLawsWorld['put'];
beforeAll(async () => {
  ({ t, call, admin, put } = await pricingLawsWorld());
}, 60_000);
afterAll(() => t.close());

describe('production capacity', () => {
  const schedule = {
    slotsPerWeekday: [10, 10, 10, 10, 10, 0, 0],
    cutOffHour: 14,
    exceptions: [],
  };
  const capacity = async () =>
    (await call('GET', '/rest/admin/production-schedule', admin)).json().capacityM2PerDay;

  it('starts at 5 m² a working day, takes another and prices with it', async () => {
    expect(await capacity()).toBe(5);
    const saved = await put('/rest/admin/production-schedule', { ...schedule, capacityM2PerDay: 12.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().capacityM2PerDay).toBe(12.5);
    expect(await capacity()).toBe(12.5);
    const context = await t.services.pricingSettings.pricingContext('standard');
    expect(context.capacity).toEqual({ m2PerWorkingDay: 12.5 });
  });

  it.each([0, -1])('refuses a capacity of %d m² and keeps the one saved', async (value) => {
    const before = await capacity();
    const response = await put('/rest/admin/production-schedule', { ...schedule, capacityM2PerDay: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.capacityM2PerDay).toBe('Capacity must be more than 0 m²');
    expect(await capacity()).toBe(before);
  });
});

describe('booked capacity', () => {
  /** An order of a new project of `owner` with the given status, ship date and m² in its snapshot. */
  async function order(
    owner: Person,
    status: (typeof orders.$inferInsert)['status'],
    shipDate: string,
    areaM2: number | null,
    deleted = false,
  ) {
    const key = await projectOf(t, owner, `Booked ${status} ${shipDate} ${areaM2} ${deleted}`);
    const [project] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, key));
    if (!project) throw new Error('no project');
    const breakdown = areaM2 === null ? { shipDate } : { shipDate, areaM2 };
    await t.ctx.db.insert(orders).values({
      projectId: project.id,
      ownerId: owner.user.id,
      orderedBy: owner.user.id,
      idempotencyKey: key,
      status,
      netCents: 1000,
      vatCents: 210,
      totalCents: 1210,
      snapshot: { offer: { breakdown } },
      projectName: project.name,
      deletedAt: deleted ? new Date() : null,
    });
  }

  it('sums the m² of paid orders not yet made per ship date, from the day asked on', async () => {
    const owner = await signedInPerson(t);
    await order(owner, 'PAID', '2040-01-10', 1.5);
    await order(owner, 'IN_PRODUCTION', '2040-01-10', 2.25);
    await order(owner, 'PURCHASING', '2040-01-11', 0.5);
    await order(owner, 'IN_REVIEW', '2040-01-12', 1);
    // Not booked: made, cancelled, unpaid, stopped, deleted, without an area, shipped before the day.
    await order(owner, 'SHIPPED', '2040-01-10', 9);
    await order(owner, 'DELIVERED', '2040-01-10', 9);
    await order(owner, 'CANCELLED', '2040-01-10', 9);
    await order(owner, 'AWAITING_PAYMENT', '2040-01-11', 9);
    await order(owner, 'BLOCKED', '2040-01-11', 9);
    await order(owner, 'PAID', '2040-01-11', 9, true);
    await order(owner, 'PAID', '2040-01-12', null);
    await order(owner, 'PAID', '2040-01-09', 9);

    expect(await listBookedAreas(t.ctx.db, '2040-01-10')).toEqual([
      { shipDate: '2040-01-10', areaM2: 3.75 },
      { shipDate: '2040-01-11', areaM2: 0.5 },
      { shipDate: '2040-01-12', areaM2: 1 },
    ]);

    // A quote reads the bookings fresh, with the schedule's capacity.
    const settings = t.services.pricingSettings;
    const input = await settings.capacityInput(
      await settings.pricingContext('standard'),
      new Date('2040-01-10T08:00:00Z'),
    );
    expect(input.booked).toEqual([
      { shipDate: '2040-01-10', areaM2: 3.75 },
      { shipDate: '2040-01-11', areaM2: 0.5 },
      { shipDate: '2040-01-12', areaM2: 1 },
    ]);
    expect(input.m2PerWorkingDay).toBeGreaterThan(0);
  });
});
