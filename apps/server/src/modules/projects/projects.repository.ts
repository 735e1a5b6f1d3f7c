import type { ProjectInformationRequest, ProjectListRequest } from '@boardhouse/shared/projects';
import { and, asc, desc, eq, ilike, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;

const live = isNull(projects.deletedAt);

export async function insertProject(
  db: Executor,
  values: Omit<typeof projects.$inferInsert, 'id' | 'projectKey'>,
) {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert into projects returned nothing');
  return row;
}

export async function findVisibleProject(
  db: Executor,
  key: string,
  visible: SQL,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.projectKey, key), live, visible))
    .limit(1);
  return row;
}

export async function isProjectNameTaken(db: Executor, ownerId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, ownerId),
        sql`lower(${projects.name}) = ${name.toLowerCase()}`,
        live,
        exceptId === undefined ? undefined : sql`${projects.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateProjectInformation(
  db: Executor,
  id: number,
  values: Omit<ProjectInformationRequest, 'projectId'>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, id), live))
    .returning();
  return row;
}

export async function softDeleteProject(db: Executor, id: number): Promise<void> {
  await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, id));
}

const SORT_COLUMNS = {
  name: sql`lower(${projects.name})`,
  projectId: projects.projectKey,
  createdAt: projects.createdAt,
  status: projects.status,
} as const;

/** One page of visible projects, searched by name or key, sorted by a shown column; SQL does the work. */
export async function listProjects(db: Executor, visible: SQL, request: ProjectListRequest) {
  const search = request.filter
    ? or(
        ilike(projects.name, `%${escapeLike(request.filter)}%`),
        ilike(projects.projectKey, `%${escapeLike(request.filter)}%`),
      )
    : undefined;
  const where = and(live, visible, search);
  const order = request.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(order(SORT_COLUMNS[request.sortField]), desc(projects.id))
      .limit(request.pageSize)
      .offset(request.pageNumber * request.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function listOpenProjects(db: Executor, visible: SQL): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(live, visible, notInArray(projects.status, ['ordered', 'cancelled'])))
    .orderBy(desc(projects.createdAt))
    .limit(500);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
