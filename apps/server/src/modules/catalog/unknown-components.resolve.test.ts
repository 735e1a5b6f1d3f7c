import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bomLines, mpnAliases, mpnData } from '../../db/schema.ts';
import { findMpnRecords } from './catalog-lookup.ts';
import { unknownPartsWorld } from './unknown-components.test-support.ts';

/** Resolving unknown parts, on an app of its own: what it changes does not reach the list tests. */
let world: Awaited<ReturnType<typeof unknownPartsWorld>>;
beforeAll(async () => {
  world = await unknownPartsWorld();
});
afterAll(() => world.t.close());
const resolve = (payload: object) => world.resolve(payload);
const mpnOf = (item: { mpn: string }) => item.mpn;

describe('POST /rest/unknown-components/resolve', () => {
  it('re-matches the lines of open projects only, keeping what each line says itself', async () => {
    const [record] = await world.t.ctx.db
      .insert(mpnData)
      .values({
        mpn: 'LM358DR',
        normalisedMpn: 'LM358DR',
        manufacturer: 'Texas Instruments',
        package: 'SOIC-8',
      })
      .returning();
    const response = await resolve({ mpn: 'lm 358dr', mpnDataId: record?.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rematchedLines: 3 });
    // The text is the record's own part number once normalised: no alias is needed.
    expect(
      await world.t.ctx.db
        .select()
        .from(mpnAliases)
        .where(eq(mpnAliases.mpnDataId, record?.id ?? 0)),
    ).toEqual([]);

    const [first, second] = await world.linesOf(world.project.draft ?? 0);
    expect(first).toMatchObject({
      mpnDataId: record?.id,
      package: 'SOIC-8',
      mountingStyle: 'SMD',
      pins: 8,
      status: 'matched',
    });
    expect(second).toMatchObject({
      mpnDataId: record?.id,
      package: 'SO-8',
      mountingStyle: 'SMD',
      pins: 8,
      status: 'warning',
    });
    expect((await world.linesOf(world.project.quoted ?? 0))[0]).toMatchObject({
      mpnDataId: record?.id,
      status: 'matched',
    });
    for (const closed of [world.project.cancelled, world.project.deleted, world.project.ordered]) {
      expect((await world.linesOf(closed ?? 0))[0]).toMatchObject({
        mpnDataId: null,
        status: 'unknown',
        package: null,
      });
    }
  });

  it('records an alias for another spelling, so later lookups find the record', async () => {
    const [record] = await world.t.ctx.db
      .insert(mpnData)
      .values({
        mpn: 'RC0603FR-0710KL',
        normalisedMpn: 'RC0603FR-0710KL',
        manufacturer: 'Yageo',
        package: '0603',
        mountingStyle: 'SMD',
      })
      .returning();
    const unknownBefore = (await world.list()).json();
    const response = await resolve({ mpn: 'R-0603-10K', mpnDataId: record?.id });
    expect(response.json()).toEqual({ rematchedLines: 1 });
    const aliases = await world.t.ctx.db
      .select()
      .from(mpnAliases)
      .where(eq(mpnAliases.mpnDataId, record?.id ?? 0));
    expect(aliases).toMatchObject([{ alias: 'R-0603-10K', normalisedAlias: 'R-0603-10K' }]);
    expect((await findMpnRecords(world.t.ctx.db, ['R-0603-10K'])).get('R-0603-10K')?.id).toBe(record?.id);
    // It leaves the list of unknown parts, and nothing else does.
    const unknownAfter = (await world.list()).json();
    expect(unknownAfter.total).toBe(unknownBefore.total - 1);
    expect(unknownAfter.items.map(mpnOf)).toEqual(
      unknownBefore.items.map(mpnOf).filter((mpn: string) => mpn !== 'R-0603-10K'),
    );
    const [resistor] = await world.t.ctx.db
      .select()
      .from(bomLines)
      .where(and(eq(bomLines.projectId, world.project.draft ?? 0), eq(bomLines.lineNo, 3)));
    expect(resistor).toMatchObject({ mpnDataId: record?.id, status: 'matched', pins: null, package: '0603' });
  });

  it('answers 404 for a missing record and 400 for an empty part number', async () => {
    const missing = await resolve({ mpn: 'ABC', mpnDataId: 99999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('The requested MPN record is not found');
    const empty = await resolve({ mpn: '  ', mpnDataId: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.mpn).toBe('MPN is required');
  });
});
