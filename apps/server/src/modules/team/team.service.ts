import type {
  ContactPermissions,
  CreateTeamUserRequest,
  InviteRequest,
  MemberPermissionsRequest,
  SaveContactPermissionsRequest,
  TeamInvitation,
  TeamMember,
  TeamPermissions,
  UsersDataResponse,
} from '@boardhouse/shared/team/team-api';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims, type AccessTokens } from '../auth/access-tokens.ts';
import { revokeUserSignIns } from '../auth/refresh-tokens.repository.ts';
import {
  deleteContactPermissions,
  disableUser,
  findContactPermissions,
  findMember,
  findOwnerSummary,
  findTeamFacts,
  findTeamOwner,
  leaveTeam,
  listMembers,
  ownAccountJoinedAt,
  searchTeamOwners,
  setMemberFlags,
  teamEmails,
  transferToOwner,
  upsertContactPermissions,
} from './team.repository.ts';
import { listPendingInvitations } from './team-invitations.repository.ts';
import { describeTeamInvitation, sendTeamInvitation, toInvitation } from './team-invitations.ts';
import { teamPermissionsOf } from './team-rules.ts';

const OWNER_ONLY = new AppError('AUTH.FORBIDDEN', 'Only the owner of the team can change its members');
const notFound = (what: string) => AppError.notFound(what);

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

function toMember(row: MemberRow): TeamMember {
  return {
    userId: row.userId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    username: row.username,
    // A flag never set reads as allowed (SPEC.md section 6).
    permissions: {
      createProjects: row.createProjectsFlag ?? true,
      seeTeamProjects: row.seeTeamProjectsFlag ?? true,
      orderAndPay: row.orderAndPayFlag ?? true,
    },
    invitationPending: row.invitationPending,
    createdAt: row.createdAt.toISOString(),
  };
}

const DEFAULT_PERMISSIONS: TeamPermissions = {
  createProjects: true,
  seeTeamProjects: true,
  orderAndPay: true,
};

/**
 * Teams and their permissions. A customer sees only their own team: another team's member, owner or
 * record is not found (404); only the owner (or ADMIN) changes members, a member reading their team
 * gets 403 for changes.
 */
export class TeamService {
  constructor(
    private readonly ctx: AppContext,
    private readonly accessTokens: AccessTokens,
    private readonly accountCache: AccountCache,
  ) {}

  /** The team the caller may look at: their own (staff: the one named), and whether they may change it. */
  private async teamOf(
    caller: AccessClaims,
    ownerId?: number,
  ): Promise<{ ownerId: number; canManage: boolean }> {
    if (isAdmin(caller)) {
      if (ownerId === undefined) return { ownerId: caller.userId, canManage: true };
      if (!(await findTeamOwner(this.ctx.db, ownerId))) throw notFound('team');
      return { ownerId, canManage: true };
    }
    const me = await findTeamFacts(this.ctx.db, caller.userId);
    if (!me) throw notFound('team');
    const root = me.createdBy ?? me.id;
    if (ownerId !== undefined && ownerId !== root) throw notFound('team');
    return { ownerId: root, canManage: me.createdBy === null };
  }

  /** A member the caller may change: 404 outside the caller's team, 403 for a member of it. */
  private async managedMember(
    caller: AccessClaims,
    memberId: number,
  ): Promise<MemberRow & { ownerId: number }> {
    let ownerId: number;
    let canManage = true;
    if (isAdmin(caller)) {
      const facts = await findTeamFacts(this.ctx.db, memberId);
      if (!facts || facts.createdBy === null) throw notFound('team member');
      ownerId = facts.createdBy;
    } else {
      ({ ownerId, canManage } = await this.teamOf(caller));
    }
    const member = await findMember(this.ctx.db, ownerId, memberId);
    if (!member) throw notFound('team member');
    if (!canManage) throw OWNER_ONLY;
    return { ...member, ownerId };
  }

  async list(caller: AccessClaims, ownerId?: number): Promise<UsersDataResponse> {
    const team = await this.teamOf(caller, ownerId);
    const members = await listMembers(this.ctx.db, team.ownerId);
    // Who is invited is the owner's business (and staff's); members see the team as it is.
    const invitations = team.canManage ? await listPendingInvitations(this.ctx.db, team.ownerId) : [];
    const owner = await findOwnerSummary(this.ctx.db, team.ownerId);
    if (!owner) throw notFound('team');
    return {
      ...team,
      owner,
      myPermissions: await teamPermissionsOf(this.ctx.db, caller.userId),
      members: members.map(toMember),
      invitations: invitations.map(toInvitation),
    };
  }

  /** The owner's invitation to their own team. A member (or staff, who use createUser) may not. */
  async invite(caller: AccessClaims, input: InviteRequest): Promise<TeamInvitation> {
    const team = await this.teamOf(caller);
    if (!team.canManage || isAdmin(caller)) {
      throw new AppError('AUTH.FORBIDDEN', 'Only the owner of the team can invite team members');
    }
    return sendTeamInvitation(this.ctx, team.ownerId, caller.userId, input);
  }

  /** The accept page's lookup by the e-mailed code (no sign-in): names only, 400 once it is not usable. */
  async describeInvitation(code: string) {
    return describeTeamInvitation(this.ctx.db, code);
  }

  /** Staff's createUser: the same invitation, for any customer owner's team. */
  async createForOwner(caller: AccessClaims, input: CreateTeamUserRequest): Promise<TeamInvitation> {
    const { ownerId, ...invitee } = input;
    if (!(await findTeamOwner(this.ctx.db, ownerId))) throw notFound('team owner');
    return sendTeamInvitation(this.ctx, ownerId, caller.userId, invitee);
  }

  async setPermissions(caller: AccessClaims, input: MemberPermissionsRequest): Promise<TeamMember> {
    const member = await this.managedMember(caller, input.userId);
    const { userId: _id, ...permissions } = input;
    await setMemberFlags(this.ctx.db, member.userId, permissions);
    return toMember({
      ...member,
      createProjectsFlag: permissions.createProjects,
      seeTeamProjectsFlag: permissions.seeTeamProjects,
      orderAndPayFlag: permissions.orderAndPay,
    });
  }

  /**
   * Removes a member, in one transaction: the team's work stays with the team (the projects and orders
   * go to the owner) and every sign-in ends at once (refresh tokens revoked, access tokens denied in
   * every process). An account the team made is disabled and its unused links stop working; a member
   * who brought an account of their own keeps it, with what they made before joining, as a customer of
   * their own again: leaving a team must not cost anyone their own projects and invoices.
   */
  async remove(caller: AccessClaims, memberId: number): Promise<void> {
    const member = await this.managedMember(caller, memberId);
    await this.ctx.db.transaction(async (tx) => {
      const joinedAt = await ownAccountJoinedAt(tx, member.userId, member.ownerId);
      await transferToOwner(tx, member.userId, member.ownerId, member.username, joinedAt);
      if (joinedAt) {
        await leaveTeam(tx, member.userId);
      } else {
        await disableUser(tx, member.userId);
        await tx
          .delete(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, member.userId), isNull(oneTimeCodes.usedAt)));
      }
      const live = await revokeUserSignIns(tx, member.userId, null, ACCESS_TOKEN_TTL_SECONDS);
      await this.accessTokens.denySignIns(tx, live);
    });
    this.accountCache.invalidate(member.userId);
  }

  /** The addresses of user `id`'s team: the caller's own team only (else 404); staff any. */
  async emails(caller: AccessClaims, id: number): Promise<{ emails: string[] }> {
    const facts = await findTeamFacts(this.ctx.db, id);
    if (!facts) throw notFound('user');
    const root = facts.createdBy ?? facts.id;
    if (!isAdmin(caller) && (await this.teamOf(caller)).ownerId !== root) throw notFound('user');
    return { emails: await teamEmails(this.ctx.db, root) };
  }

  async contactPermissions(caller: AccessClaims, ownerId?: number): Promise<ContactPermissions[]> {
    const team = await this.teamOf(caller, ownerId);
    return [await this.recordOf(team.ownerId)];
  }

  async saveContactPermissions(caller: AccessClaims, input: SaveContactPermissionsRequest) {
    const { ownerId, ...permissions } = input;
    if (!(await findTeamOwner(this.ctx.db, ownerId))) throw notFound('team owner');
    await upsertContactPermissions(this.ctx.db, ownerId, permissions, caller.userId);
    return this.recordOf(ownerId);
  }

  async deleteContactPermissions(ownerId: number): Promise<ContactPermissions> {
    if (!(await findTeamOwner(this.ctx.db, ownerId))) throw notFound('team owner');
    await deleteContactPermissions(this.ctx.db, ownerId);
    return this.recordOf(ownerId);
  }

  async searchOwners(search: string | undefined) {
    return { owners: await searchTeamOwners(this.ctx.db, search ?? '') };
  }

  private async recordOf(ownerId: number): Promise<ContactPermissions> {
    const row = await findContactPermissions(this.ctx.db, ownerId);
    if (!row) return { ownerId, ...DEFAULT_PERMISSIONS, isDefault: true, updatedAt: null };
    return {
      ownerId,
      createProjects: row.createProjects,
      seeTeamProjects: row.seeTeamProjects,
      orderAndPay: row.orderAndPay,
      isDefault: false,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
