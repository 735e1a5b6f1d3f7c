import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@boardhouse/shared/product';
import type { InviteRequest, TeamInvitation, TeamInvitationLookup } from '@boardhouse/shared/team/team-api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { createOpaqueToken } from '../../lib/secure-random.ts';
import { fieldTextError, textError } from '../../lib/text-errors.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUser,
} from '../accounts/users.repository.ts';
import { CODE_TTL_HOURS } from '../auth/one-time-codes.repository.ts';
import { assertAcceptablePassword, type PasswordHasher } from '../auth/passwords.ts';
import type { ContactPushes } from '../crm/crm-contact-pusher.ts';
import { findTeamOwner } from './team.repository.ts';
import { teamInvitationMessage } from './team-invitation-mail.ts';
import {
  claimInvitation,
  findUsableInvitation,
  hasActiveMembers,
  recordAcceptedBy,
  replacePendingInvitation,
  type TeamInvitationRow,
} from './team-invitations.repository.ts';

/**
 * Team invitations (security review: account squatting, address enumeration). An invitation is its own
 * row, never an account: nobody can prepare an account that the address's holder would later open with a
 * reset and find in someone's team. The invite answers the same whether or not the address has an
 * account (its holder gets an e-mail to accept or ignore); joining is always the holder's explicit accept.
 */

const invalidInvitation = () => textError('AUTH.CODE_INVALID', 'refused.team.invitationInvalid');
const fieldConflict = (field: string, key: string) => fieldTextError(field, key, undefined, 'CONFLICT');

const fullName = (user: Pick<UserRow, 'firstname' | 'lastname' | 'username'>) =>
  `${user.firstname} ${user.lastname}`.trim() || user.username;

export function toInvitation(row: TeamInvitationRow): TeamInvitation {
  return {
    invitationId: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    permissions: {
      createProjects: row.createProjects,
      seeTeamProjects: row.seeTeamProjects,
      orderAndPay: row.orderAndPay,
    },
    invitationPending: true,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Stores the invitation and e-mails it, in one transaction. Both branches do the same work (one lookup,
 * one insert, one e-mail), so neither the answer nor its timing tells whether the address has an
 * account; only the e-mail differs, and only the address's holder reads it.
 */
export async function sendTeamInvitation(
  ctx: AppContext,
  ownerId: number,
  inviterId: number,
  input: InviteRequest,
): Promise<TeamInvitation> {
  const owner = await findUserById(ctx.db, ownerId);
  const inviter = await findUserById(ctx.db, inviterId);
  if (!owner || !inviter) throw AppError.notFound('team owner');
  // The caller knows these two addresses already (their own, their team's list): saying so leaks nothing.
  if (owner.email.toLowerCase() === input.email.toLowerCase()) {
    throw AppError.validation({ email: 'This is the team owner’s own address' });
  }
  const inviterName = fullName(inviter);
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const holder = await findUserByEmail(tx, input.email);
      if (holder && holder.createdBy === ownerId && !holder.disabled) {
        throw fieldConflict('email', 'refused.team.alreadyMember');
      }
      const code = createOpaqueToken();
      const row = await replacePendingInvitation(
        tx,
        {
          ownerId,
          invitedBy: inviterId,
          email: input.email,
          firstname: input.firstname,
          lastname: input.lastname,
          language: owner.language,
          createProjects: input.permissions.createProjects,
          seeTeamProjects: input.permissions.seeTeamProjects,
          orderAndPay: input.permissions.orderAndPay,
          expiresAt: new Date(Date.now() + CODE_TTL_HOURS * 3_600_000),
        },
        code,
      );
      const mail = holder
        ? teamInvitationMessage(ctx.config.publicUrl, holder, inviterName, code, 'join')
        : teamInvitationMessage(
            ctx.config.publicUrl,
            { email: input.email, firstname: input.firstname, language: owner.language },
            inviterName,
            code,
          );
      return { row, mailId: await ctx.mailer.enqueue(tx, mail) };
    });
  // Two invitations of one address at once: the unique index lets one in; the retry replaces it.
  const { row, mailId } = await write().catch((error: unknown) => {
    if (isUniqueViolation(error)) return write();
    throw error;
  });
  ctx.mailer.deliver([mailId]);
  return toInvitation(row);
}

/**
 * What the accept page says before the holder of the link accepts: who invited them, to which team and
 * the username they will sign in with. Names only: the caller proved nothing but the code.
 */
export async function describeTeamInvitation(db: Executor, code: string): Promise<TeamInvitationLookup> {
  const invitation = await findUsableInvitation(db, code);
  if (!invitation) throw invalidInvitation();
  const owner = await findUserById(db, invitation.ownerId);
  if (!owner) throw invalidInvitation();
  // The inviter's account may be gone (invited_by is then null): the owner's invitation it was.
  const inviter = (invitation.invitedBy && (await findUserById(db, invitation.invitedBy))) || owner;
  const account = await findUserByEmail(db, invitation.email);
  return {
    inviterName: fullName(inviter),
    teamName: owner.companyName?.trim() || fullName(owner),
    username: account?.username ?? (await freeUsername(db, invitation.email)),
  };
}

export interface AcceptDeps {
  ctx: AppContext;
  passwords: PasswordHasher;
  accountCache: AccountCache;
  /** A new member's account becomes a CRM contact (HubSpot), pushed after the commit. */
  contactPushes?: ContactPushes;
}

/**
 * Accepts an invitation with its e-mailed code (POST /rest/open/accept-user-invitation/{code}). With no
 * account for the address, the password is the new account's, created in the team; with one, the
 * password must be that account's (the code proves the mailbox, the password the account), and the
 * account joins the team. One transaction: the invitation is spent and the account made or moved together.
 */
export async function acceptTeamInvitation(
  deps: AcceptDeps,
  code: string,
  password: string,
): Promise<UserRow> {
  const { ctx, passwords } = deps;
  const invitation = await findUsableInvitation(ctx.db, code);
  if (!invitation) throw invalidInvitation();
  const account = await findUserByEmail(ctx.db, invitation.email);
  if (account?.disabled) {
    throw textError('AUTH.ACCOUNT_DISABLED', 'refused.account.disabled');
  }
  let passwordHash: string | null = null;
  if (account?.passwordHash) {
    if (!(await passwords.verify(account.passwordHash, password))) {
      throw fieldTextError('password', 'refused.team.enterPassword', undefined, 'AUTH.WRONG_PASSWORD');
    }
  } else {
    // A new account, or one nobody ever chose a password for: the invitee chooses it now.
    assertAcceptablePassword(password, account ?? { email: invitation.email });
    passwordHash = await passwords.hash(password);
  }
  const user = await ctx.db.transaction(async (tx) => {
    const claimed = await claimInvitation(tx, invitation.id);
    if (!claimed) throw invalidInvitation();
    if (!(await findTeamOwner(tx, claimed.ownerId))) throw invalidInvitation();
    const current = await findUserByEmail(tx, claimed.email);
    // The password was checked against the account as it was a moment ago; it must still be that one.
    if (current?.id !== account?.id || current?.passwordHash !== account?.passwordHash) {
      throw textError('CONFLICT', 'refused.team.accountChanged');
    }
    const team = {
      createdBy: claimed.ownerId,
      createProjectsFlag: claimed.createProjects,
      seeTeamProjectsFlag: claimed.seeTeamProjects,
      orderAndPayFlag: claimed.orderAndPay,
      // Receiving the e-mail proves the address.
      emailConfirmed: true,
    };
    let joined: UserRow | undefined;
    if (current) {
      await assertMayJoin(tx, current, claimed.ownerId);
      joined = await updateUser(tx, current.id, { ...team, ...(passwordHash ? { passwordHash } : {}) });
    } else {
      joined = await insertUser(tx, {
        ...team,
        username: await freeUsername(tx, claimed.email),
        email: claimed.email,
        firstname: claimed.firstname,
        lastname: claimed.lastname,
        roles: ['USER'],
        language: claimed.language,
        passwordHash,
      });
    }
    if (!joined) throw invalidInvitation();
    await recordAcceptedBy(tx, claimed.id, joined.id);
    if (!current) await deps.contactPushes?.request(tx, joined.id);
    return joined;
  });
  deps.accountCache.invalidate(user.id);
  if (!account) deps.contactPushes?.deliver([user.id]);
  return user;
}

/** Who may not become a member: staff, the owner, another team's member, the owner of a team. */
async function assertMayJoin(db: Executor, user: UserRow, ownerId: number): Promise<void> {
  if (user.id === ownerId) throw fieldConflict('password', 'refused.team.ownerAccount');
  if (user.roles.includes('ADMIN')) {
    throw textError('AUTH.FORBIDDEN', 'refused.team.staffAccount');
  }
  if (user.createdBy !== null && user.createdBy !== ownerId) {
    throw fieldConflict('password', 'refused.team.otherTeam');
  }
  if (await hasActiveMembers(db, user.id)) {
    throw fieldConflict('password', 'refused.team.leadsTeam');
  }
}

/**
 * A username made from the address's local part, with the first free number added when it is taken.
 * Deterministic, so the accept page can name the username before accepting and accepting gives it.
 */
export async function freeUsername(db: Executor, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, USERNAME_MAX_LENGTH - 6);
  const base = local.length >= USERNAME_MIN_LENGTH ? local : `member${local}`;
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate.toLowerCase()}`)
      .limit(1);
    if (!row) return candidate;
  }
}
