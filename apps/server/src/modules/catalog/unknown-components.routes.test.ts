import type { ProjectStatus } from '@boardhouse/shared/projects';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { bearer, buildUser, signIn } from '../../../test/factories.ts';
import { bomLines, mpnAliases, mpnData, projects } from '../../db/schema.ts';
import { findMpnRecords } from './catalog-lookup.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
const project: Record<string, number> = {};

type LineValues = Omit<typeof bomLines.$inferInsert, 'projectId' | 'lineNo' | 'status'>;

async function createProject(name: string, status: ProjectStatus, deleted = false): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/project/new',
    headers: customer,
    payload: { name },
  });
  const key = response.json().projectId;
  const [row] = await t.ctx.db
    .update(projects)
    .set({ status, deletedAt: deleted ? new Date() : null })
    .where(eq(projects.projectKey, key))
    .returning({ id: projects.id });
  if (!row) throw new Error(`no project ${key}`);
  return row.id;
}

async function addLines(projectId: number, lines: (LineValues & { status?: 'unknown' | 'matched' })[]) {
  await t.ctx.db
    .insert(bomLines)
    .values(
      lines.map((line, index) => ({ status: 'unknown' as const, ...line, projectId, lineNo: index + 1 })),
    );
}

const linesOf = (projectId: number) =>
  t.ctx.db.select().from(bomLines).where(eq(bomLines.projectId, projectId)).orderBy(bomLines.lineNo);

beforeAll(async () => {
  t = await createTestApp();
  const staff = await buildUser(t, { roles: ['ADMIN'] });
  admin = bearer((await signIn(t, staff.user.username, staff.password)).accessToken);
  const user = await buildUser(t);
  customer = bearer((await signIn(t, user.user.username, user.password)).accessToken);

  project.draft = await createProject('Draft board', 'draft');
  project.quoted = await createProject('Quoted board', 'quoted');
  project.cancelled = await createProject('Cancelled board', 'cancelled');
  project.deleted = await createProject('Deleted board', 'bom-uploaded', true);
  project.ordered = await createProject('Ordered board', 'ordered');

  await addLines(project.draft, [
    { mpn: 'lm 358dr', manufacturer: 'Texas Instruments', designators: ['U1'], quantity: 1 },
    {
      mpn: 'LM358DR',
      manufacturer: 'Texas Instruments',
      package: 'SO-8',
      mountingStyle: 'SMD',
      pins: 8,
      warnings: ['Quantity 3 does not match the 2 designators'],
    },
    { mpn: 'R-0603-10K', description: '10k 1% resistor', package: '0603' },
    { mpn: null, description: 'Line without part number' },
    { mpn: 'NE555P', status: 'matched' },
  ]);
  await addLines(project.quoted, [{ mpn: 'LM358DR ', manufacturer: 'TI', description: 'Dual op amp' }]);
  for (const closed of [project.cancelled, project.deleted, project.ordered]) {
    await addLines(closed ?? 0, [{ mpn: 'LM358DR', manufacturer: 'TI' }]);
  }
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/rest/unknown-components${query}`, headers: admin });
const resolve = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/rest/unknown-components/resolve', headers: admin, payload });

describe('GET /rest/unknown-components', () => {
  it('groups unknown lines of open projects by normalised MPN, most used first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      items: [
        // draft lines 1 and 2 and the quoted project's line; closed projects do not count.
        {
          mpn: 'LM358DR',
          manufacturer: 'Texas Instruments',
          description: 'Dual op amp',
          package: 'SO-8',
          occurrences: 3,
          projects: 2,
        },
        {
          mpn: 'R-0603-10K',
          manufacturer: null,
          description: '10k 1% resistor',
          package: '0603',
          occurrences: 1,
          projects: 1,
        },
      ],
    });
  });

  it('searches part numbers, manufacturers and descriptions, and pages', async () => {
    const byDescription = (await list('?search=op%20amp')).json();
    expect(byDescription.items.map((item: { mpn: string }) => item.mpn)).toEqual(['LM358DR']);
    expect(byDescription.items[0].occurrences).toBe(3);
    const secondPage = (await list('?sortField=mpn&sortOrder=asc&pageSize=1&pageNumber=1')).json();
    expect(secondPage).toMatchObject({ total: 2, items: [{ mpn: 'R-0603-10K' }] });
  });
});

describe('POST /rest/unknown-components/resolve', () => {
  it('re-matches the lines of open projects only, keeping what each line says itself', async () => {
    const [record] = await t.ctx.db
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
    expect((await t.ctx.db.select({ n: count() }).from(mpnAliases))[0]?.n).toBe(0);

    const [first, second] = await linesOf(project.draft ?? 0);
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
    expect((await linesOf(project.quoted ?? 0))[0]).toMatchObject({
      mpnDataId: record?.id,
      status: 'matched',
    });
    for (const closed of [project.cancelled, project.deleted, project.ordered]) {
      expect((await linesOf(closed ?? 0))[0]).toMatchObject({
        mpnDataId: null,
        status: 'unknown',
        package: null,
      });
    }
  });

  it('records an alias for another spelling, so later lookups find the record', async () => {
    const [record] = await t.ctx.db
      .insert(mpnData)
      .values({
        mpn: 'RC0603FR-0710KL',
        normalisedMpn: 'RC0603FR-0710KL',
        manufacturer: 'Yageo',
        package: '0603',
        mountingStyle: 'SMD',
      })
      .returning();
    const response = await resolve({ mpn: 'R-0603-10K', mpnDataId: record?.id });
    expect(response.json()).toEqual({ rematchedLines: 1 });
    const aliases = await t.ctx.db
      .select()
      .from(mpnAliases)
      .where(eq(mpnAliases.mpnDataId, record?.id ?? 0));
    expect(aliases).toMatchObject([{ alias: 'R-0603-10K', normalisedAlias: 'R-0603-10K' }]);
    expect((await findMpnRecords(t.ctx.db, ['R-0603-10K'])).get('R-0603-10K')?.id).toBe(record?.id);
    expect((await list()).json()).toEqual({ total: 0, items: [] });
    const [resistor] = await t.ctx.db
      .select()
      .from(bomLines)
      .where(and(eq(bomLines.projectId, project.draft ?? 0), eq(bomLines.lineNo, 3)));
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
