import { LAW_TEST_BASELINE } from '@boardhouse/shared/quotes/parameter-laws.test-support';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { caller, type Person, signedInPerson } from '../../../test/people.ts';
import { pricingParameters } from '../../db/schema.ts';

/**
 * Parameters, margins and the schedule are saved only as a whole that keeps the laws of
 * shared/quotes/parameter-laws.ts: a save that breaks one answers 400 naming it and changes nothing.
 * The pricing-laws.*.routes.test.ts files each open their own app with this world: an administrator
 * and the parameter values their messages are worked out from.
 */

const BASELINE: Record<string, number> = {
  ...LAW_TEST_BASELINE,
  // Dedicated runs set up at the pool's price keep their law whatever the pool's size.
  ...Object.fromEntries(
    (
      [
        [1, 1500, 1200, 3000],
        [2, 2500, 1800, 4000],
        [4, 3500, 4200, 10_000],
        [6, 9500, 7000, 18_500],
        [8, 14_000, 10_500, 29_000],
        [10, 19_000, 14_500, 40_000],
        [12, 25_000, 19_000, 52_000],
      ] as const
    ).flatMap(([layers, setup, panel, perM2]) => [
      [`board.setup.layers${layers}`, setup],
      [`board.panel.layers${layers}`, panel],
      [`board.dedicated.setup.layers${layers}`, setup],
      [`board.dedicated.perM2.layers${layers}`, perM2],
    ]),
  ),
};

/** A test app with an administrator and the baseline parameters stored, and the calls the law tests make. */
export async function pricingLawsWorld() {
  const t: TestApp = await createTestApp();
  const call = caller(t);
  const admin: Person = await signedInPerson(t, { roles: ['ADMIN'] });
  // The values the messages of the law tests are worked out from (the defaults may move with decision 016).
  for (const [key, value] of Object.entries(BASELINE)) {
    await t.ctx.db
      .insert(pricingParameters)
      .values({ key, value })
      .onConflictDoUpdate({ target: pricingParameters.key, set: { value } });
  }
  t.services.pricingSettings.cache.invalidate();

  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
  const saveParameter = (key: string, value: number) => put(`/rest/admin/parameters/${key}`, { value });

  async function storedValue(key: string): Promise<number> {
    const listed = (await call('GET', '/rest/admin/parameters', admin)).json().parameters as {
      key: string;
      value: number;
    }[];
    const found = listed.find((parameter) => parameter.key === key);
    if (!found) throw new Error(`no parameter ${key}`);
    return found.value;
  }

  return { t, call, admin, put, saveParameter, storedValue };
}

export type PricingLawsWorld = Awaited<ReturnType<typeof pricingLawsWorld>>;
