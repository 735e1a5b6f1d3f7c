import {
  LOCK_MINUTES,
  type LockResponse,
  type ProjectShare,
  type ResendShareNotificationRequest,
  type ShareCandidate,
  type ShareNotification,
  type ShareProjectRequest,
} from '@boardhouse/shared/sharing';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { projectSharedMessage } from '../mail/templates.ts';
import { canEditWith, canManageWith, visibleProjects } from '../projects/projects.policy.ts';
import type { ProjectView } from '../projects/projects.repository.ts';
import { lockedError, type ProjectsService } from '../projects/projects.service.ts';
import {
  acquireLock,
  closeNotification,
  deleteShare,
  findShare,
  findShareableCustomer,
  findShareableCustomerByEmail,
  insertNotification,
  listCustomers,
  listOpenNotifications,
  listShares,
  listTeamMates,
  type Person,
  releaseLock,
  upsertShare,
} from './sharing.repository.ts';

/** An administrator picks from every customer, so their list is a search: the first 50 matches. */
const ADMIN_CANDIDATES_LIMIT = 50;

const shareNotFound = () => AppError.notFound('share');
const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

/** Sharing projects with other customers, the notifications that tell them, and the editing lock. */
export class SharingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  async share(caller: AccessClaims, input: ShareProjectRequest): Promise<ProjectShare> {
    const project = await this.getForSharing(caller, input.projectId);
    const field = input.userId !== undefined ? 'userId' : 'email';
    const refuse = (message: string) => AppError.validation({ [field]: message }, message);
    if (input.userId === caller.userId) throw refuse('You cannot share a project with yourself');
    const target = await this.findTarget(caller, input);
    if (target.id === caller.userId) throw refuse('You cannot share a project with yourself');
    if (target.id === project.ownerId) throw refuse('This customer owns the project and has access already');

    const sharedBy = await this.nameOf(caller.userId);
    const mailId = await this.ctx.db.transaction(async (tx) => {
      await upsertShare(tx, {
        projectId: project.id,
        userId: target.id,
        access: input.access,
        sharedBy: caller.userId,
      });
      // A share turned read-only cannot keep an editing lock.
      if (input.access === 'read') await releaseLock(tx, project.id, target.id);
      await insertNotification(tx, {
        userId: target.id,
        projectId: project.id,
        sharedBy: caller.userId,
        message: `${sharedBy} shared the project "${project.name}" with you`,
      });
      return this.ctx.mailer.enqueue(
        tx,
        projectSharedMessage(this.ctx.config.publicUrl, target, {
          sharedBy,
          projectName: project.name,
          projectKey: project.projectKey,
          access: input.access,
        }),
      );
    });
    await this.ctx.mailer.deliver([mailId]);
    const { id, ...person } = target;
    return { userId: id, ...person, access: input.access };
  }

  async shares(caller: AccessClaims, key: string): Promise<ProjectShare[]> {
    const project = await this.getForSharing(caller, key);
    return listShares(this.ctx.db, project.id);
  }

  /** Those who may share remove anyone; someone a project is shared with may leave it. */
  async unshare(caller: AccessClaims, key: string, userId: number): Promise<void> {
    const project = await this.projects.get(caller, key);
    if (userId !== caller.userId && !canManageWith(project.myAccess)) throw forbiddenToShare();
    const removed = await this.ctx.db.transaction((tx) => deleteShare(tx, project.id, userId));
    if (!removed) throw shareNotFound();
  }

  /** The people the caller may share with: their team, or for ADMIN every customer. */
  async candidates(caller: AccessClaims, search?: string): Promise<ShareCandidate[]> {
    if (isAdmin(caller)) return listCustomers(this.ctx.db, search, ADMIN_CANDIDATES_LIMIT);
    return listTeamMates(this.ctx.db, caller.userId, search);
  }

  async lock(caller: AccessClaims, userId: number, key: string, release: boolean): Promise<LockResponse> {
    if (userId !== caller.userId) {
      throw new AppError('AUTH.FORBIDDEN', 'You can only take or release a lock for yourself');
    }
    const project = await this.projects.get(caller, key);
    if (!canEditWith(project.myAccess)) {
      throw new AppError('PROJECT.READ_ONLY', 'You can view this project but not change it');
    }
    const othersLock = project.lock && {
      userId: project.lock.userId,
      username: project.lock.username,
      expiresAt: project.lock.expiresAt.toISOString(),
    };
    if (release) {
      await releaseLock(this.ctx.db, project.id, caller.userId);
      return { locked: false, lock: othersLock };
    }
    if (project.lock) throw lockedError(project.lock);
    const expiresAt = await acquireLock(this.ctx.db, project.id, caller.userId, LOCK_MINUTES);
    if (!expiresAt) {
      // Someone took it between the read above and the write.
      const { lock } = await this.projects.get(caller, key);
      if (lock) throw lockedError(lock);
      throw new AppError(
        'CONFLICT',
        'The project is being edited by someone else; try again in a few minutes',
      );
    }
    const me = await findUserById(this.ctx.db, caller.userId);
    return {
      locked: true,
      lock: { userId: caller.userId, username: me?.username ?? '', expiresAt: expiresAt.toISOString() },
    };
  }

  async notifications(caller: AccessClaims): Promise<ShareNotification[]> {
    const rows = await listOpenNotifications(this.ctx.db, caller.userId, visibleProjects(caller));
    return rows.map((row) => ({
      id: row.id,
      projectId: row.projectKey,
      projectName: row.projectName,
      message: row.message,
      sharedBy: { id: row.sharedById, firstname: row.sharedByFirstname, lastname: row.sharedByLastname },
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async closeNotification(caller: AccessClaims, id: number): Promise<void> {
    if (!(await closeNotification(this.ctx.db, id, caller.userId))) throw AppError.notFound('notification');
  }

  /** Reminds someone a project is shared with: a new notification and an e-mail. */
  async resendNotification(caller: AccessClaims, input: ResendShareNotificationRequest): Promise<void> {
    const project = await this.getForSharing(caller, input.projectId);
    const share = await findShare(this.ctx.db, project.id, input.userId);
    if (!share) throw shareNotFound();
    const sharedBy = await this.nameOf(caller.userId);
    const note = input.message || undefined;
    const mailId = await this.ctx.db.transaction(async (tx) => {
      await insertNotification(tx, {
        userId: share.userId,
        projectId: project.id,
        sharedBy: caller.userId,
        message: note ?? `${sharedBy} shared the project "${project.name}" with you`,
      });
      return this.ctx.mailer.enqueue(
        tx,
        projectSharedMessage(this.ctx.config.publicUrl, share, {
          sharedBy,
          projectName: project.name,
          projectKey: project.projectKey,
          access: share.access,
          ...(note ? { note } : {}),
        }),
      );
    });
    await this.ctx.mailer.deliver([mailId]);
  }

  private async getForSharing(caller: AccessClaims, key: string): Promise<ProjectView> {
    const project = await this.projects.get(caller, key);
    if (!canManageWith(project.myAccess)) throw forbiddenToShare();
    return project;
  }

  private async findTarget(caller: AccessClaims, input: ShareProjectRequest): Promise<Person> {
    if (input.userId !== undefined) {
      const teamOf = isAdmin(caller) ? undefined : caller.userId;
      const found = await findShareableCustomer(this.ctx.db, input.userId, teamOf);
      if (!found) throw AppError.notFound('team member');
      return found;
    }
    const found = input.email ? await findShareableCustomerByEmail(this.ctx.db, input.email) : undefined;
    if (!found) throw new AppError('NOT_FOUND', 'No customer with this e-mail address');
    return found;
  }

  private async nameOf(userId: number): Promise<string> {
    const user = await findUserById(this.ctx.db, userId);
    return user ? fullName(user) || user.username : 'Someone';
  }
}

function forbiddenToShare(): AppError {
  return new AppError(
    'AUTH.FORBIDDEN',
    'Only the owner of this project, their team and administrators can share it',
  );
}
