import type {
  ProjectShare,
  ResendShareNotificationRequest,
  ShareCandidate,
  ShareInvitedResponse,
  ShareNotification,
  ShareProjectRequest,
} from '@boardhouse/shared/sharing';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { projectSharedMessage } from '../mail/templates.ts';
import { canManageWith, visibleProjects } from '../projects/projects.policy.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { EditingLockService } from './editing-lock.service.ts';
import { InvitationsService } from './invitations.service.ts';
import { noticeMessage, storedNoticeText } from './notice-texts.ts';
import { forbiddenToShare, fullName, getProjectToManage } from './sharing.access.ts';
import {
  claimDailyReminder,
  closeNotification,
  deleteShare,
  findShare,
  findShareableCustomer,
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
const refuse = (field: string, message: string) => AppError.validation({ [field]: message }, message);
const SELF = 'You cannot share a project with yourself';
const OWNER = 'This customer owns the project and has access already';

/** Sharing projects with other customers and the notifications that tell them. */
export class SharingService {
  readonly invitations: InvitationsService;
  readonly locks: EditingLockService;

  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {
    this.invitations = new InvitationsService(ctx, projects);
    this.locks = new EditingLockService(ctx, projects);
  }

  /**
   * By e-mail address: an invitation, with the same answer whatever the address is (only the caller's
   * own address and the owner's, which they know, are refused). With a team member: shared at once.
   */
  async invite(
    caller: AccessClaims,
    input: ShareProjectRequest & { email: string },
  ): Promise<ShareInvitedResponse> {
    const project = await this.getForSharing(caller, input.projectId);
    const email = input.email.toLowerCase();
    const [me, owner] = await Promise.all([
      findUserById(this.ctx.db, caller.userId),
      findUserById(this.ctx.db, project.ownerId),
    ]);
    if (me?.email.toLowerCase() === email) throw refuse('email', SELF);
    if (owner?.email.toLowerCase() === email) throw refuse('email', OWNER);
    const invitedBy = {
      id: caller.userId,
      name: me ? fullName(me) || me.username : 'Someone',
      language: me?.language,
    };
    await this.invitations.invite(project, invitedBy, input.email, input.access);
    return { invited: true };
  }

  async share(caller: AccessClaims, input: ShareProjectRequest & { userId: number }): Promise<ProjectShare> {
    const project = await this.getForSharing(caller, input.projectId);
    if (input.userId === caller.userId) throw refuse('userId', SELF);
    const target = await this.findTeamMate(caller, input.userId);
    if (target.id === project.ownerId) throw refuse('userId', OWNER);

    const sharedBy = await this.nameOf(caller.userId);
    const recipient = { ...target, language: await this.languageOf(target.id) };
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
        message: noticeMessage('shared', sharedBy, project.name),
      });
      return this.ctx.mailer.enqueue(
        tx,
        projectSharedMessage(this.ctx.config.publicUrl, recipient, {
          sharedBy,
          projectName: project.name,
          projectKey: project.projectKey,
          access: input.access,
        }),
      );
    });
    this.ctx.mailer.deliver([mailId]);
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

  async notifications(caller: AccessClaims): Promise<ShareNotification[]> {
    const rows = await listOpenNotifications(this.ctx.db, caller.userId, visibleProjects(caller));
    return rows.map((row) => {
      const messageText = storedNoticeText(row.kind, row.message);
      return {
        id: row.id,
        kind: row.kind,
        projectId: row.projectKey,
        projectName: row.projectName,
        message: row.message,
        ...(messageText ? { messageText } : {}),
        sharedBy: { id: row.sharedById, firstname: row.sharedByFirstname, lastname: row.sharedByLastname },
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async closeNotification(caller: AccessClaims, id: number): Promise<void> {
    if (!(await closeNotification(this.ctx.db, id, caller.userId))) throw AppError.notFound('notification');
  }

  /**
   * Reminds someone who accepted a share (pending invitations are not shares): a new notification and
   * an e-mail, at most once a day per share. The note goes out as text (escaped in the HTML part).
   */
  async resendNotification(caller: AccessClaims, input: ResendShareNotificationRequest): Promise<void> {
    const project = await this.getForSharing(caller, input.projectId);
    const share = await findShare(this.ctx.db, project.id, input.userId);
    if (!share) throw shareNotFound();
    const sharedBy = await this.nameOf(caller.userId);
    const note = input.message || undefined;
    const recipient = { ...share, language: await this.languageOf(share.userId) };
    const mailId = await this.ctx.db.transaction(async (tx) => {
      if (!(await claimDailyReminder(tx, project.id, share.userId))) {
        throw new AppError(
          'RATE_LIMITED',
          'A reminder about this project was sent to this person less than a day ago; you can send the next one tomorrow',
        );
      }
      await insertNotification(tx, {
        userId: share.userId,
        projectId: project.id,
        sharedBy: caller.userId,
        kind: 'reminder',
        message: note ?? noticeMessage('reminder', sharedBy, project.name),
      });
      return this.ctx.mailer.enqueue(
        tx,
        projectSharedMessage(this.ctx.config.publicUrl, recipient, {
          sharedBy,
          projectName: project.name,
          projectKey: project.projectKey,
          access: share.access,
          ...(note ? { note } : {}),
        }),
      );
    });
    this.ctx.mailer.deliver([mailId]);
  }

  private getForSharing(caller: AccessClaims, key: string) {
    return getProjectToManage(this.projects, caller, key);
  }

  /** A team mate by id (an administrator may pick any customer, see `candidates`). */
  private async findTeamMate(caller: AccessClaims, userId: number): Promise<Person> {
    const teamOf = isAdmin(caller) ? undefined : caller.userId;
    const found = await findShareableCustomer(this.ctx.db, userId, teamOf);
    if (!found) throw AppError.notFound('team member');
    return found;
  }

  /** The e-mail's language: the recipient account's (read before the transaction, which it would hold up). */
  private async languageOf(userId: number): Promise<string | undefined> {
    return (await findUserById(this.ctx.db, userId))?.language;
  }

  private async nameOf(userId: number): Promise<string> {
    const user = await findUserById(this.ctx.db, userId);
    return user ? fullName(user) || user.username : 'Someone';
  }
}
