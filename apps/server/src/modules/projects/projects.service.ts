import type { ProjectInfo, ProjectInformationRequest, ProjectListRequest } from '@boardhouse/shared/projects';
import { format } from 'date-fns/format';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldTextError, textError } from '../../lib/text-errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { lockOrderBeingHandled, markOrdersOfProjectDeleted } from '../orders/order-removal.repository.ts';
import { findOrderAwaitingFiles } from '../orders/order-rework.repository.ts';
import { givePromoCodeBack } from '../quotes/selection-choices.ts';
import { assertTeamAllows } from '../team/team-rules.ts';
import { projectNameWithin } from './project-names.ts';
import {
  canEditWith,
  canManageWith,
  ownProjectsOf,
  projectAccessOf,
  visibleProjects,
} from './projects.policy.ts';
import {
  findVisibleProject,
  followPcbQuantity,
  type HeldLock,
  insertProject,
  isProjectNameTaken,
  listOpenProjects,
  listProjects,
  type ProjectRow,
  type ProjectScope,
  type ProjectView,
  reserveProjectId,
  setProjectStatus,
  setProjectStatusFrom,
  softDeleteProject,
  updateProjectInformation,
} from './projects.repository.ts';

const nameTaken = () => fieldTextError('name', 'refused.project.nameTaken', undefined, 'CONFLICT');

function rethrowNameTaken(error: unknown): never {
  throw isUniqueViolation(error) ? nameTaken() : error;
}

/**
 * How often a new project's write is tried under the next free name when a request running at the same
 * time took the name first (four copies of one project at once need four tries at most).
 */
const FREE_NAME_ATTEMPTS = 8;

/** The projects a caller sees through `where` (visibleProjects or a narrower condition). */
function scopeOf(caller: AccessClaims, where: SQL = visibleProjects(caller)): ProjectScope {
  return { userId: caller.userId, where, access: projectAccessOf(caller) };
}

export function lockedError(lock: HeldLock): AppError {
  const name = `${lock.firstname} ${lock.lastname}`.trim() || lock.username;
  const key = lock.isTakenFromViewer ? 'refused.project.takenOver' : 'refused.project.locked';
  return textError(
    'PROJECT.LOCKED',
    key,
    { name },
    {
      lock: { userId: lock.userId, username: lock.username, expiresAt: lock.expiresAt.toISOString() },
    },
  );
}

export function toProjectInfo(row: ProjectView): ProjectInfo {
  return {
    projectId: row.projectKey,
    name: row.name,
    status: row.status,
    description: row.description,
    customerReference: row.customerReference,
    intendedQuantity: row.intendedQuantity,
    targetDeliveryDate: row.targetDeliveryDate,
    notes: row.notes,
    wizardStep: row.wizardStep,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    ownerId: row.ownerId,
    myAccess: row.myAccess,
    lock: row.lock && {
      userId: row.lock.userId,
      username: row.lock.username,
      expiresAt: row.lock.expiresAt.toISOString(),
    },
  };
}

/**
 * Something a project copy carries over besides the information (BOM, placements, PCB spec, Gerbers),
 * owned by the module it belongs to. `prepare` runs before the copy's transaction with the copy's id
 * already reserved, so files can be copied where the copy keeps them; its answer writes the rows inside
 * the transaction and removes the copied files again when that transaction fails.
 */
export interface ProjectCopyPart {
  prepare(sourceId: number, targetId: number): Promise<PreparedCopyPart | null>;
}

export interface PreparedCopyPart {
  write(tx: Executor): Promise<void>;
  discard(): Promise<void>;
  /** Work that may only start once the copy exists (a queued analysis of the copy's files). */
  afterCommit?(): Promise<void>;
}

export class ProjectsService {
  private readonly copyParts: ProjectCopyPart[] = [];

  constructor(private readonly ctx: AppContext) {}

  addCopyPart(part: ProjectCopyPart): void {
    this.copyParts.push(part);
  }

  /** Inside the caller's transaction: a draft that receives a BOM becomes 'bom-uploaded'. */
  async markBomUploaded(tx: Executor, projectId: number): Promise<void> {
    await setProjectStatusFrom(tx, projectId, 'draft', 'bom-uploaded');
  }

  /** Inside the caller's transaction: without its BOM a 'bom-uploaded' project is a draft again. */
  async markBomRemoved(tx: Executor, projectId: number): Promise<void> {
    await setProjectStatusFrom(tx, projectId, 'bom-uploaded', 'draft');
  }

  /** Inside the caller's transaction: an order was placed for the project. */
  async markOrdered(tx: Executor, projectId: number): Promise<void> {
    await setProjectStatus(tx, projectId, 'ordered');
  }

  /** Inside the caller's transaction: a draft or a project with its BOM becomes 'pcb-specified'. */
  async markPcbSpecified(tx: Executor, projectId: number): Promise<void> {
    await setProjectStatusFrom(tx, projectId, 'draft', 'pcb-specified');
    await setProjectStatusFrom(tx, projectId, 'bom-uploaded', 'pcb-specified');
  }

  /**
   * Inside the caller's transaction, as the PCB spec's quantity becomes `quantity`: the intended
   * quantity is the spec's quantity until the customer changes one of them. It follows when the project
   * has no intended quantity of its own or still has the spec's previous one (`previousQuantity`, null
   * when the spec is saved for the first time); an intended quantity the customer set apart from the
   * spec's stays.
   */
  async followPcbQuantity(
    tx: Executor,
    projectId: number,
    previousQuantity: number | null,
    quantity: number,
  ): Promise<void> {
    await followPcbQuantity(tx, projectId, previousQuantity, quantity);
  }

  /**
   * A new draft project of the caller's. `fill` writes what the project starts with (a template's PCB
   * spec) in the same transaction: the project exists whole or not at all.
   */
  async create(
    caller: AccessClaims,
    requestedName?: string,
    fill?: (tx: Executor, project: ProjectRow) => Promise<ProjectRow | undefined>,
  ): Promise<ProjectRow> {
    // SPEC.md section 6: the member's own flag and the team owner's contact permission.
    await assertTeamAllows(this.ctx.db, caller.userId, 'createProjects');
    const write = async (tx: Executor, name: string) => {
      const project = await insertProject(tx, { name, ownerId: caller.userId, createdBy: caller.userId });
      return (await fill?.(tx, project)) ?? project;
    };
    // A name of the house's choosing ("Project 2026-11-22 14:05") goes to the next free one when a
    // request at the same moment took it; a name the customer typed is refused as taken.
    if (!requestedName) return this.insertUnderFreeName(caller.userId, this.defaultName(), '', write);
    if (await isProjectNameTaken(this.ctx.db, caller.userId, requestedName)) throw nameTaken();
    // The unique index still decides when two requests race for the same name.
    return this.ctx.db.transaction((tx) => write(tx, requestedName)).catch(rethrowNameTaken);
  }

  /** 404 for a project the caller may not see: its existence is not revealed. */
  async get(caller: AccessClaims, key: string): Promise<ProjectView> {
    const row = await findVisibleProject(this.ctx.db, key, caller);
    if (!row) throw AppError.notFound('project');
    return row;
  }

  /**
   * A project the caller may change (BOM, CPL, PCB, information): 404 when they cannot see it, 403 for a
   * read-only share, 409 while someone else holds the editing lock. `revisingFiles`: the caller uploads
   * Gerbers, BOM or placement file, which an ordered project takes while its review asks for changes.
   */
  async getForEdit(
    caller: AccessClaims,
    key: string,
    { revisingFiles = false }: { revisingFiles?: boolean } = {},
  ): Promise<ProjectView> {
    const project = await this.get(caller, key);
    if (!canEditWith(project.myAccess)) {
      throw new AppError('PROJECT.READ_ONLY', 'You can view this project but not change it');
    }
    // What was ordered is what gets made: the order keeps its snapshot, and the project stays as ordered,
    // unless staff's review asked for corrected files (the order records them as a revision).
    const isLocked =
      project.status === 'ordered' &&
      project.myAccess !== 'admin' &&
      !(revisingFiles && (await this.mayReviseFiles(caller, project)));
    if (isLocked) {
      throw new AppError(
        'ORDER.EXISTS',
        'This project has been ordered, so its files and specification stay as ordered: copy the project to change it',
      );
    }
    if (project.lock) throw lockedError(project.lock);
    return project;
  }

  /**
   * Whether the project's order lets corrected files in now; when it does, only the owner and team
   * members allowed to order may send them (403 otherwise): they change what was bought.
   */
  private async mayReviseFiles(caller: AccessClaims, project: ProjectView): Promise<boolean> {
    if (!(await findOrderAwaitingFiles(this.ctx.db, project.id))) return false;
    if (!canManageWith(project.myAccess)) {
      throw new AppError(
        'AUTH.FORBIDDEN',
        'Only the project’s owner and their team can correct ordered files',
      );
    }
    await assertTeamAllows(this.ctx.db, caller.userId, 'orderAndPay');
    return true;
  }

  async isNameTaken(caller: AccessClaims, name: string): Promise<boolean> {
    return isProjectNameTaken(this.ctx.db, caller.userId, name);
  }

  async saveInformation(caller: AccessClaims, input: ProjectInformationRequest): Promise<ProjectView> {
    const project = await this.getForEdit(caller, input.projectId);
    const { projectId: _key, ...values } = input;
    if (values.name && (await isProjectNameTaken(this.ctx.db, project.ownerId, values.name, project.id))) {
      throw nameTaken();
    }
    const saved = await updateProjectInformation(this.ctx.db, project.id, values).catch(rethrowNameTaken);
    if (!saved) throw AppError.notFound('project');
    return { ...saved, myAccess: project.myAccess, lock: project.lock };
  }

  async list(caller: AccessClaims, request: ProjectListRequest) {
    return listProjects(this.ctx.db, caller, 'own', request);
  }

  async listTeam(caller: AccessClaims, request: ProjectListRequest) {
    return listProjects(this.ctx.db, caller, 'team', request);
  }

  /** Projects still being worked on: not ordered, not cancelled. */
  async listOpen(caller: AccessClaims) {
    return listOpenProjects(this.ctx.db, scopeOf(caller, ownProjectsOf(caller)));
  }

  /**
   * A copy of the project under a free name: its information and what the registered copy parts carry
   * (BOM, placement file, PCB spec, Gerbers with their analysis), each file copied under the copy's own
   * storage keys. Offers, the selection, promo codes, orders, payments and messages stay behind, so the
   * copy is priced afresh.
   */
  async copy(caller: AccessClaims, key: string): Promise<ProjectRow> {
    const source = await this.get(caller, key);
    // A copy is a new project of the caller's: the same team rule as creating one.
    await assertTeamAllows(this.ctx.db, caller.userId, 'createProjects');
    const id = await reserveProjectId(this.ctx.db);
    const parts = await this.prepareCopyParts(source.id, id);
    let copy: ProjectRow;
    try {
      copy = await this.insertUnderFreeName(caller.userId, source.name, ' (copy)', async (tx, name) => {
        const copy = await insertProject(tx, {
          id,
          name,
          ownerId: caller.userId,
          createdBy: caller.userId,
          description: source.description,
          customerReference: source.customerReference,
          intendedQuantity: source.intendedQuantity,
          targetDeliveryDate: source.targetDeliveryDate,
          notes: source.notes,
        });
        for (const part of parts) await part.write(tx);
        return copy;
      });
    } catch (error) {
      await Promise.all(parts.map((part) => part.discard()));
      rethrowNameTaken(error);
    }
    for (const part of parts) await part.afterCommit?.();
    return copy;
  }

  /**
   * Every part's files copied for the copy `targetId`; when one part fails, the files the others copied
   * already are removed again, so a failed copy leaves nothing behind in storage.
   */
  private async prepareCopyParts(sourceId: number, targetId: number): Promise<PreparedCopyPart[]> {
    const settled = await Promise.allSettled(this.copyParts.map((part) => part.prepare(sourceId, targetId)));
    const prepared = settled.flatMap((result) =>
      result.status === 'fulfilled' && result.value !== null ? [result.value] : [],
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(prepared.map((part) => part.discard()));
      throw failed.reason;
    }
    return prepared;
  }

  /**
   * `write` in one transaction under the first free name from `base` + `suffix` (freeName). When another
   * request takes that name between the choice and the insert (two copies of one project at once), the
   * unique index refuses, the transaction rolls back whole, and the write is tried again under the next
   * free name; `write` must therefore only write inside `tx`.
   */
  private async insertUnderFreeName<T>(
    ownerId: number,
    base: string,
    suffix: string,
    write: (tx: Executor, name: string) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const name = await this.freeName(ownerId, base, suffix);
      try {
        return await this.ctx.db.transaction((tx) => write(tx, name));
      } catch (error) {
        if (attempt >= FREE_NAME_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * Deletes a project the caller manages; its orders go to the back office's Deleted tab with it,
   * stamped with the same time so staff's restore finds them. Refused (409) while one of its orders is
   * paid and still being handled (paid, in review, being bought, made, or blocked after payment): staff
   * work on it, so the customer asks for a cancellation instead. Unpaid, cancelled, shipped and delivered
   * orders leave with the project. The orders are locked while deciding, so a payment booked at the same
   * moment is either seen here or finds its order deleted.
   */
  async delete(caller: AccessClaims, key: string): Promise<void> {
    const project = await this.get(caller, key);
    if (!canManageWith(project.myAccess)) {
      throw new AppError('AUTH.FORBIDDEN', 'Only the owner of this project and their team can delete it');
    }
    const at = new Date();
    await this.ctx.db.transaction(async (tx) => {
      // The project row first, then its orders: the order its deletion always took its locks in.
      await softDeleteProject(tx, project.id, at);
      const handled = await lockOrderBeingHandled(tx, project.id);
      if (handled) {
        throw textError(
          'ORDER.EXISTS',
          'refused.project.orderBeingHandled',
          { orderKey: handled.orderKey },
          { orderKey: handled.orderKey, currentStatus: handled.status },
        );
      }
      await markOrdersOfProjectDeleted(tx, project.id, at);
      await givePromoCodeBack(tx, project.id);
    });
  }

  /** "Project 2026-11-22 14:05" (freeName adds " (2)", " (3)" … when that name is taken already). */
  private defaultName(): string {
    return `Project ${format(new Date(), 'yyyy-MM-dd HH:mm')}`;
  }

  /**
   * `base` + `suffix`, or with ` (2)`, ` (3)` … after it: the first name none of the owner's live
   * projects has. `base` is shortened so that the whole name stays within PROJECT_NAME_MAX, which the
   * project's own form holds it to ("A…A (copy) (2)").
   */
  async freeName(ownerId: number, base: string, suffix = ''): Promise<string> {
    const named = (counter: string) => projectNameWithin(base, suffix, counter);
    for (let attempt = 1; attempt < 100; attempt += 1) {
      const candidate = named(attempt === 1 ? '' : ` (${attempt})`);
      if (!(await isProjectNameTaken(this.ctx.db, ownerId, candidate))) return candidate;
    }
    return named(` (${Date.now()})`);
  }
}
