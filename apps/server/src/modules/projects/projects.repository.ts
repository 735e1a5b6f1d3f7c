import type {
  ProjectAccess,
  ProjectInformationRequest,
  ProjectListRequest,
} from '@boardhouse/shared/projects';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  isNull,
  like,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { runBuilt } from '../../db/built-statements.ts';
import type { Database, Executor } from '../../db/client.ts';
import { bomLines, pcbSpecs, projectLocks, projects, users } from '../../db/schema.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { containsPattern } from '../search/search.repository.ts';
import {
  ownProjectsOf,
  projectAccessOf,
  teamProjectsOf,
  type UserRef,
  visibleProjects,
} from './projects.policy.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** Someone else's unexpired editing lock on a project. */
export interface HeldLock {
  userId: number;
  username: string;
  firstname: string;
  lastname: string;
  expiresAt: Date;
  /** The holder took the lock over from the viewer: the viewer's unsaved edit is refused with that reason. */
  isTakenFromViewer: boolean;
}

/** A project as one caller sees it: how they reach it, and whether someone else is editing it. */
export type ProjectView = ProjectRow & { myAccess: ProjectAccess; lock: HeldLock | null };

/** Whose eyes a query reads projects through: the rows they may see and how they reach each. */
export interface ProjectScope {
  userId: UserRef;
  where: SQL;
  access: SQL<ProjectAccess>;
}

const live = isNull(projects.deletedAt);

/** Project rows with the caller's access and any lock held by someone else (one statement). */
function selectViews(db: Executor, scope: ProjectScope) {
  // Unexpired locks with their holders, joined once: joining users per project row made the planner
  // scan the users table for each of thousands of rows on a broad search.
  const heldLocks = db
    .select({
      projectId: projectLocks.projectId,
      userId: projectLocks.userId,
      expiresAt: projectLocks.expiresAt,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      takenFrom: projectLocks.takenFrom,
    })
    .from(projectLocks)
    .innerJoin(users, eq(users.id, projectLocks.userId))
    .where(gt(projectLocks.expiresAt, sql`now()`))
    .as('held_locks');
  return db
    .select({
      ...getTableColumns(projects),
      myAccess: scope.access,
      lockUserId: heldLocks.userId,
      lockExpiresAt: heldLocks.expiresAt,
      lockUsername: heldLocks.username,
      lockFirstname: heldLocks.firstname,
      lockLastname: heldLocks.lastname,
      lockTakenFromViewer: sql<boolean | null>`${heldLocks.takenFrom} = ${scope.userId}`,
    })
    .from(projects)
    .leftJoin(heldLocks, and(eq(heldLocks.projectId, projects.id), ne(heldLocks.userId, scope.userId)));
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function toView(row: ViewRow): ProjectView {
  const {
    lockUserId,
    lockExpiresAt,
    lockUsername,
    lockFirstname,
    lockLastname,
    lockTakenFromViewer,
    ...project
  } = row;
  const lock =
    lockUserId !== null && lockExpiresAt !== null
      ? {
          userId: lockUserId,
          username: lockUsername ?? '',
          firstname: lockFirstname ?? '',
          lastname: lockLastname ?? '',
          expiresAt: lockExpiresAt,
          isTakenFromViewer: lockTakenFromViewer === true,
        }
      : null;
  return { ...project, lock };
}

export async function insertProject(db: Executor, values: Omit<typeof projects.$inferInsert, 'projectKey'>) {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert into projects returned nothing');
  return row;
}

/** Takes the next project id before the row exists (a copy stores files under it first). */
export async function reserveProjectId(db: Executor): Promise<number> {
  // Both drivers (PGlite, node-postgres) answer raw statements as { rows }.
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('projects', 'id'))::int as id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('nextval answered nothing');
  return Number(id);
}

/** Moves a project from one status to another, and only from that one (never backwards from later steps). */
export async function setProjectStatusFrom(
  db: Executor,
  id: number,
  from: ProjectRow['status'],
  to: ProjectRow['status'],
): Promise<void> {
  await db
    .update(projects)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.status, from)));
}

/**
 * An ordered project whose order was cancelled, with no other order left, is open again (the
 * cancellation e-mail says it can be ordered again): back at the step its data reached, so its offers
 * can be chosen and its files changed. Inside the cancellation's transaction.
 */
export async function reopenOrderedProject(db: Executor, id: number): Promise<void> {
  const [hasPcb] = await db
    .select({ id: pcbSpecs.id })
    .from(pcbSpecs)
    .where(eq(pcbSpecs.projectId, id))
    .limit(1);
  const [hasBom] = await db
    .select({ id: bomLines.id })
    .from(bomLines)
    .where(eq(bomLines.projectId, id))
    .limit(1);
  await setProjectStatusFrom(db, id, 'ordered', hasPcb ? 'pcb-specified' : hasBom ? 'bom-uploaded' : 'draft');
}

/** Live (not deleted) projects matching `where` (a policy condition): the Homepage count. */
export async function countLiveProjects(db: Executor, where: SQL): Promise<number> {
  return db.$count(projects, and(live, where));
}

/** Sets a project's status whatever it was (an order was placed for it). */
export async function setProjectStatus(db: Executor, id: number, to: ProjectRow['status']): Promise<void> {
  await db.update(projects).set({ status: to, updatedAt: new Date() }).where(eq(projects.id, id));
}

/** The read by key's statement name, which is also its shape: the policy differs only for ADMIN. */
const projectByKeyName = (caller: AccessClaims) =>
  isAdmin(caller) ? 'project_by_key_admin' : 'project_by_key';

/**
 * The query that reads one project by key as `caller` reads it, with the caller's id left as a
 * placeholder: it serves every caller of the same kind (the policy differs only for ADMIN).
 */
function projectByKeyQuery(db: Executor, caller: AccessClaims) {
  const userId = sql.placeholder('userId');
  const scope = { userId, where: visibleProjects(caller, userId), access: projectAccessOf(caller, userId) };
  return selectViews(db, scope)
    .where(and(eq(projects.projectKey, sql.placeholder('key')), live, scope.where))
    .limit(1);
}

/**
 * One project the caller may see, by key, with their access and any lock held by someone else. Every
 * project call starts here, so its statement is built once (db/built-statements.ts) and only the
 * caller's id and the key change.
 */
export async function findVisibleProject(
  db: Database,
  key: string,
  caller: AccessClaims,
): Promise<ProjectView | undefined> {
  const [row] = await runBuilt(db, projectByKeyName(caller), (db) => projectByKeyQuery(db, caller), {
    userId: caller.userId,
    key,
  });
  return row && toView(row);
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

export async function softDeleteProject(db: Executor, id: number, at = new Date()): Promise<void> {
  await db.update(projects).set({ deletedAt: at }).where(eq(projects.id, id));
}

const SORT_COLUMNS = {
  name: sql`lower(${projects.name})`,
  projectId: projects.projectKey,
  createdAt: projects.createdAt,
  status: projects.status,
} as const;

/** Which tab of the project lists: the caller's own projects, or their team's and shared ones. */
export type ProjectListTab = 'own' | 'team';

interface ProjectListShape {
  tab: ProjectListTab;
  caller: AccessClaims;
  sortField: ProjectListRequest['sortField'];
  sortOrder: ProjectListRequest['sortOrder'];
  isSearch: boolean;
}

/** A page of a project list and its count, with the values as placeholders. */
function projectListQueries(db: Executor, shape: ProjectListShape) {
  const userId = sql.placeholder('userId');
  const listed = shape.tab === 'own' ? ownProjectsOf : teamProjectsOf;
  const scope = {
    userId,
    where: listed(shape.caller, userId),
    access: projectAccessOf(shape.caller, userId),
  };
  const search = shape.isSearch ? like(projects.searchText, sql.placeholder('pattern')) : undefined;
  const where = and(live, scope.where, search);
  const order = shape.sortOrder === 'asc' ? asc : desc;
  const pageOrder = [order(SORT_COLUMNS[shape.sortField]), order(projects.id)];
  return {
    // The page's ids first, then their views: access and locks are worked out for one page of rows,
    // whatever the planner guesses about how many rows a search matches.
    rows: () => {
      const page = db
        .select({ id: projects.id })
        .from(projects)
        .where(where)
        .orderBy(...pageOrder)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      return selectViews(db, scope)
        .innerJoin(page, eq(page.id, projects.id))
        .orderBy(...pageOrder);
    },
    count: () => db.select({ count: sql<number>`count(*)::int` }).from(projects).where(where),
  };
}

/** One page of a project list, searched by name or key, sorted by a shown column; SQL does the work. */
export async function listProjects(
  db: Database,
  caller: AccessClaims,
  tab: ProjectListTab,
  request: ProjectListRequest,
) {
  const shape: ProjectListShape = {
    tab,
    caller,
    sortField: request.sortField,
    sortOrder: request.sortOrder,
    isSearch: Boolean(request.filter),
  };
  // The list's name says what changes its SQL text; with the order it also names the page's.
  const name = `projects_${tab}${isAdmin(caller) ? '_admin' : ''}${shape.isSearch ? '_search' : ''}`;
  const values = {
    userId: caller.userId,
    pattern: containsPattern(request.filter),
    limit: request.pageSize,
    offset: request.pageNumber * request.pageSize,
  };
  const [rows, [total]] = await Promise.all([
    runBuilt(
      db,
      `${name}_${shape.sortField}_${shape.sortOrder}`,
      (db) => projectListQueries(db, shape).rows(),
      values,
    ),
    // The count does not depend on the order: one text (and name) for every sort of a list.
    runBuilt(db, `${name}_count`, (db) => projectListQueries(db, shape).count(), values),
  ]);
  return { rows: rows.map(toView), total: total?.count ?? 0 };
}

export async function listOpenProjects(db: Executor, scope: ProjectScope): Promise<ProjectView[]> {
  const rows = await selectViews(db, scope)
    .where(and(live, scope.where, notInArray(projects.status, ['ordered', 'cancelled'])))
    .orderBy(desc(projects.createdAt))
    .limit(500);
  return rows.map(toView);
}

/**
 * The intended quantity follows the PCB spec's quantity: set to `quantity` when the project has none of
 * its own, or still has the spec's previous quantity (`previousQuantity`, null before the first save).
 * One statement, so an intended quantity the customer saves meanwhile is never overwritten.
 */
export async function followPcbQuantity(
  db: Executor,
  id: number,
  previousQuantity: number | null,
  quantity: number,
): Promise<void> {
  const unchanged =
    previousQuantity === null
      ? isNull(projects.intendedQuantity)
      : or(isNull(projects.intendedQuantity), eq(projects.intendedQuantity, previousQuantity));
  await db
    .update(projects)
    .set({ intendedQuantity: quantity, updatedAt: new Date() })
    .where(
      and(
        eq(projects.id, id),
        live,
        unchanged,
        sql`${projects.intendedQuantity} is distinct from ${quantity}`,
      ),
    );
}

/** Sets the quantity a project is meant for (a template's smallest), in the caller's transaction. */
export async function setIntendedQuantity(db: Executor, id: number, intendedQuantity: number) {
  const [row] = await db
    .update(projects)
    .set({ intendedQuantity, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning();
  return row;
}
