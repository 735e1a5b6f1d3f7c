import { LOCK_MINUTES, type LockResponse } from '@boardhouse/shared/sharing';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { canEditWith } from '../projects/projects.policy.ts';
import type { HeldLock } from '../projects/projects.repository.ts';
import { lockedError, type ProjectsService } from '../projects/projects.service.ts';
import { noticeMessage } from './notice-texts.ts';
import { fullName, getProjectToManage } from './sharing.access.ts';
import { acquireLock, insertNotification, releaseLock, takeOverLock } from './sharing.repository.ts';
import { lockTakenOverMessage } from './sharing-mail.ts';

const heldBy = (userId: number, username: string | undefined, expiresAt: Date) => ({
  userId,
  username: username ?? '',
  expiresAt: expiresAt.toISOString(),
});
const wireLock = (lock: HeldLock) => ({
  userId: lock.userId,
  username: lock.username,
  expiresAt: lock.expiresAt.toISOString(),
});

/**
 * The editing lock of a project: one editor at a time, for LOCK_MINUTES, renewed while their page is
 * open. Those who manage the project can take it over, so a share cannot hold it forever.
 */
export class EditingLockService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  async lock(caller: AccessClaims, userId: number, key: string, release: boolean): Promise<LockResponse> {
    // The project first: to someone who cannot see it, it does not exist, whatever else they sent.
    const project = await this.projects.get(caller, key);
    if (userId !== caller.userId) {
      throw new AppError('AUTH.FORBIDDEN', 'You can only take or release a lock for yourself');
    }
    if (!canEditWith(project.myAccess)) {
      throw new AppError('PROJECT.READ_ONLY', 'You can view this project but not change it');
    }
    if (release) {
      await releaseLock(this.ctx.db, project.id, caller.userId);
      return { locked: false, lock: project.lock && wireLock(project.lock) };
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
    return { locked: true, lock: heldBy(caller.userId, me?.username, expiresAt) };
  }

  /**
   * The owner (or their team, or an administrator) takes the lock from whoever holds it. The holder is
   * told by a notification and an e-mail, and their next save answers 409 saying who took over.
   */
  async takeOver(caller: AccessClaims, key: string): Promise<LockResponse> {
    const project = await getProjectToManage(this.projects, caller, key);
    const holder = project.lock && (await findUserById(this.ctx.db, project.lock.userId));
    const me = await findUserById(this.ctx.db, caller.userId);
    const takenBy = (me && (fullName(me) || me.username)) ?? 'The project owner';
    const { expiresAt, mailIds } = await this.ctx.db.transaction(async (tx) => {
      const until = await takeOverLock(tx, project.id, caller.userId, LOCK_MINUTES);
      if (!holder) return { expiresAt: until, mailIds: [] };
      await insertNotification(tx, {
        userId: holder.id,
        projectId: project.id,
        sharedBy: caller.userId,
        kind: 'lock-taken',
        message: noticeMessage('lock-taken', takenBy, project.name),
      });
      const mail = lockTakenOverMessage(this.ctx.config.publicUrl, holder, {
        takenBy,
        projectName: project.name,
        projectKey: project.projectKey,
      });
      return { expiresAt: until, mailIds: [await this.ctx.mailer.enqueue(tx, mail)] };
    });
    this.ctx.mailer.deliver(mailIds);
    return { locked: true, lock: heldBy(caller.userId, me?.username, expiresAt) };
  }
}
