import { canCreateProjects } from '@boardhouse/shared/project-permissions';
import type { ProjectInfo, ProjectInformationRequest, ProjectListRequest } from '@boardhouse/shared/projects';
import { format } from 'date-fns';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { ownProjectsOf, teamProjectsOf, visibleProjects } from './projects.policy.ts';
import {
  findVisibleProject,
  insertProject,
  isProjectNameTaken,
  listOpenProjects,
  listProjects,
  type ProjectRow,
  softDeleteProject,
  updateProjectInformation,
} from './projects.repository.ts';

const NO_PERMISSION = 'Please contact the administrator of the team to grant you the related permission';
const nameTaken = () =>
  new AppError('CONFLICT', 'You already have a project with this name', {
    fields: { name: 'You already have a project with this name' },
  });

function rethrowNameTaken(error: unknown): never {
  throw isUniqueViolation(error) ? nameTaken() : error;
}

export function toProjectInfo(row: ProjectRow): ProjectInfo {
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
  };
}

export class ProjectsService {
  constructor(private readonly ctx: AppContext) {}

  async create(caller: AccessClaims, requestedName?: string): Promise<ProjectRow> {
    const user = await findUserById(this.ctx.db, caller.userId);
    if (!user) throw new AppError('AUTH.UNAUTHENTICATED', 'Please sign in to continue');
    if (!canCreateProjects(user)) throw new AppError('AUTH.FORBIDDEN', NO_PERMISSION);
    const name = requestedName ?? (await this.freeDefaultName(caller.userId));
    if (requestedName && (await isProjectNameTaken(this.ctx.db, caller.userId, name))) throw nameTaken();
    // The unique index still decides when two requests race for the same name.
    return insertProject(this.ctx.db, { name, ownerId: caller.userId, createdBy: caller.userId }).catch(
      rethrowNameTaken,
    );
  }

  /** 404 for a project the caller may not see: its existence is not revealed. */
  async get(caller: AccessClaims, key: string): Promise<ProjectRow> {
    const row = await findVisibleProject(this.ctx.db, key, visibleProjects(caller));
    if (!row) throw AppError.notFound('project');
    return row;
  }

  async isNameTaken(caller: AccessClaims, name: string): Promise<boolean> {
    return isProjectNameTaken(this.ctx.db, caller.userId, name);
  }

  async saveInformation(caller: AccessClaims, input: ProjectInformationRequest): Promise<ProjectRow> {
    const project = await this.get(caller, input.projectId);
    const { projectId: _key, ...values } = input;
    if (values.name && (await isProjectNameTaken(this.ctx.db, project.ownerId, values.name, project.id))) {
      throw nameTaken();
    }
    const saved = await updateProjectInformation(this.ctx.db, project.id, values).catch(rethrowNameTaken);
    if (!saved) throw AppError.notFound('project');
    return saved;
  }

  async list(caller: AccessClaims, request: ProjectListRequest) {
    return listProjects(this.ctx.db, ownProjectsOf(caller), request);
  }

  async listTeam(caller: AccessClaims, request: ProjectListRequest) {
    return listProjects(this.ctx.db, teamProjectsOf(caller), request);
  }

  /** Projects still being worked on: not ordered, not cancelled. */
  async listOpen(caller: AccessClaims) {
    return listOpenProjects(this.ctx.db, ownProjectsOf(caller));
  }

  /** A copy of the project's information under a free name; orders, payments and messages stay behind. */
  async copy(caller: AccessClaims, key: string): Promise<ProjectRow> {
    const source = await this.get(caller, key);
    const name = await this.freeName(caller.userId, `${source.name} (copy)`);
    return insertProject(this.ctx.db, {
      name,
      ownerId: caller.userId,
      createdBy: caller.userId,
      description: source.description,
      customerReference: source.customerReference,
      intendedQuantity: source.intendedQuantity,
      targetDeliveryDate: source.targetDeliveryDate,
      notes: source.notes,
    }).catch(rethrowNameTaken);
  }

  async delete(caller: AccessClaims, key: string): Promise<void> {
    const project = await this.get(caller, key);
    await softDeleteProject(this.ctx.db, project.id);
  }

  /** "Project 2026-11-22 14:05", with " (2)", " (3)" … when that name is taken already. */
  private freeDefaultName(ownerId: number): Promise<string> {
    return this.freeName(ownerId, `Project ${format(new Date(), 'yyyy-MM-dd HH:mm')}`);
  }

  private async freeName(ownerId: number, base: string): Promise<string> {
    for (let attempt = 1; attempt < 100; attempt += 1) {
      const candidate = attempt === 1 ? base : `${base} (${attempt})`;
      if (!(await isProjectNameTaken(this.ctx.db, ownerId, candidate))) return candidate;
    }
    return `${base} (${Date.now()})`;
  }
}
