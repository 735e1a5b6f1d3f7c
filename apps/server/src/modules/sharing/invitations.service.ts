import {
  INVITATION_DAYS,
  type PendingInvitation,
  type ShareAccess,
  type ShareInvitation,
} from '@boardhouse/shared/sharing';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, findUserById, type UserRow } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { ProjectView } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import {
  closeInvitation,
  expireInvitations,
  findInvitationTo,
  findShareByEmail,
  listInvitationsTo,
  listProjectInvitations,
  upsertInvitation,
} from './invitations.repository.ts';
import { getProjectToManage } from './sharing.access.ts';
import { releaseLock, upsertShare } from './sharing.repository.ts';
import { invitationToAcceptMessage, invitationToSignUpMessage } from './sharing-mail.ts';

const invitationNotFound = () => AppError.notFound('invitation');

/** Someone who can hold a share: an enabled customer account. */
const isCustomer = (user: UserRow) => user.roles.includes('USER') && !user.disabled;

/**
 * Sharing by e-mail address. The sender learns nothing about the address: whether it has an account
 * decides only which e-mail it receives (accept, or sign up first). The project reaches the invitee's
 * lists when they accept, signed in with that confirmed address.
 */
export class InvitationsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  async invite(
    project: ProjectView,
    invitedBy: { id: number; name: string; language?: string | null },
    email: string,
    access: ShareAccess,
  ): Promise<void> {
    const mailIds = await this.ctx.db.transaction(async (tx) => {
      // Someone who accepted already: a new access level needs no new consent.
      const accepted = await findShareByEmail(tx, project.id, email);
      if (accepted) {
        await upsertShare(tx, {
          projectId: project.id,
          userId: accepted.userId,
          access,
          sharedBy: invitedBy.id,
        });
        if (access === 'read') await releaseLock(tx, project.id, accepted.userId);
        return [];
      }
      await expireInvitations(tx, project.id, email);
      const isNew = await upsertInvitation(tx, {
        projectId: project.id,
        email,
        access,
        invitedBy: invitedBy.id,
        days: INVITATION_DAYS,
      });
      if (!isNew) return [];
      const account = await findUserByEmail(tx, email);
      // Staff and disabled accounts cannot accept: they get nothing, the sender sees the same answer.
      if (account && !isCustomer(account)) return [];
      const compose = account ? invitationToAcceptMessage : invitationToSignUpMessage;
      const message = compose(this.ctx.config.publicUrl, {
        email: account?.email ?? email,
        invitedBy: invitedBy.name,
        projectName: project.name,
        access,
        // An account reads its own language; an address without one, the inviter's.
        language: account?.language ?? invitedBy.language,
      });
      return [await this.ctx.mailer.enqueue(tx, message)];
    });
    this.ctx.mailer.deliver(mailIds);
  }

  /** The invitations waiting for the caller (to their confirmed address). */
  async mine(caller: AccessClaims): Promise<ShareInvitation[]> {
    const me = await this.invitee(caller);
    if (!me) return [];
    const rows = await listInvitationsTo(this.ctx.db, me.email);
    return rows.map((row) => ({
      id: row.id,
      projectId: row.projectKey,
      projectName: row.projectName,
      access: row.access,
      invitedBy: { firstname: row.invitedByFirstname, lastname: row.invitedByLastname },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  /** Turns the caller's invitation into a share; anyone else's invitation is not found. */
  async accept(caller: AccessClaims, invitationId: number): Promise<void> {
    const me = await this.invitee(caller);
    const invitation = me && (await findInvitationTo(this.ctx.db, invitationId, me.email));
    if (!me || !invitation) throw invitationNotFound();
    await this.ctx.db.transaction(async (tx) => {
      if (!(await closeInvitation(tx, invitation.id, 'accepted'))) throw invitationNotFound();
      // The owner reaches their project anyway; a share to themselves would only confuse the lists.
      if (invitation.ownerId === me.id) return;
      await upsertShare(tx, {
        projectId: invitation.projectId,
        userId: me.id,
        access: invitation.access,
        sharedBy: invitation.invitedBy,
      });
    });
  }

  async decline(caller: AccessClaims, invitationId: number): Promise<void> {
    const me = await this.invitee(caller);
    const invitation = me && (await findInvitationTo(this.ctx.db, invitationId, me.email));
    if (!invitation || !(await closeInvitation(this.ctx.db, invitation.id, 'declined'))) {
      throw invitationNotFound();
    }
  }

  /** A project's pending invitations, for those who may share it. */
  async pending(caller: AccessClaims, key: string): Promise<PendingInvitation[]> {
    const project = await getProjectToManage(this.projects, caller, key);
    const rows = await listProjectInvitations(this.ctx.db, project.id);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  async revoke(caller: AccessClaims, key: string, invitationId: number): Promise<void> {
    const project = await getProjectToManage(this.projects, caller, key);
    if (!(await closeInvitation(this.ctx.db, invitationId, 'revoked', project.id))) {
      throw invitationNotFound();
    }
  }

  /** The caller as an invitee: a customer whose address is confirmed, or nobody. */
  private async invitee(caller: AccessClaims): Promise<UserRow | undefined> {
    const me = await findUserById(this.ctx.db, caller.userId);
    return me && isCustomer(me) && me.emailConfirmed ? me : undefined;
  }
}
