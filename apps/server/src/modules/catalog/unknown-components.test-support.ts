import type { ProjectStatus } from '@boardhouse/shared/projects';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { signedInPerson } from '../../../test/people.ts';
import { bomLines, projects } from '../../db/schema.ts';

type LineValues = Omit<typeof bomLines.$inferInsert, 'projectId' | 'lineNo' | 'status'>;

async function createProject(
  t: TestApp,
  customer: Record<string, string>,
  name: string,
  status: ProjectStatus,
  deleted = false,
): Promise<number> {
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

async function addLines(
  t: TestApp,
  projectId: number,
  lines: (LineValues & { status?: 'unknown' | 'matched' })[],
) {
  await t.ctx.db
    .insert(bomLines)
    .values(
      lines.map((line, index) => ({ status: 'unknown' as const, ...line, projectId, lineNo: index + 1 })),
    );
}

/**
 * An app whose BOMs hold unknown parts: the same op amp spelled three ways across an open and a quoted
 * project (and in cancelled, deleted and ordered ones, which do not count), a resistor, a line without
 * part number and a matched line. Each test file makes its own, so resolving parts in one file cannot
 * change what another file's list shows.
 */
export async function unknownPartsWorld() {
  const t = await createTestApp();
  const admin = (await signedInPerson(t, { roles: ['ADMIN'] })).headers;
  const customer = (await signedInPerson(t)).headers;
  const project: Record<string, number> = {};
  project.draft = await createProject(t, customer, 'Draft board', 'draft');
  project.quoted = await createProject(t, customer, 'Quoted board', 'quoted');
  project.cancelled = await createProject(t, customer, 'Cancelled board', 'cancelled');
  project.deleted = await createProject(t, customer, 'Deleted board', 'bom-uploaded', true);
  project.ordered = await createProject(t, customer, 'Ordered board', 'ordered');

  await addLines(t, project.draft, [
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
  await addLines(t, project.quoted, [{ mpn: 'LM358DR ', manufacturer: 'TI', description: 'Dual op amp' }]);
  for (const closed of [project.cancelled, project.deleted, project.ordered]) {
    await addLines(t, closed ?? 0, [{ mpn: 'LM358DR', manufacturer: 'TI' }]);
  }
  return {
    t,
    admin,
    customer,
    project,
    list: (query = '') =>
      t.app.inject({ method: 'GET', url: `/rest/unknown-components${query}`, headers: admin }),
    resolve: (payload: object) =>
      t.app.inject({ method: 'POST', url: '/rest/unknown-components/resolve', headers: admin, payload }),
    linesOf: (projectId: number) =>
      t.ctx.db.select().from(bomLines).where(eq(bomLines.projectId, projectId)).orderBy(bomLines.lineNo),
  };
}
