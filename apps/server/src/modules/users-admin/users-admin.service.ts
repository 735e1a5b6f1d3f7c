import { formatMessage } from '@boardhouse/shared/messages';
import { CUSTOMER_MESSAGES } from '@boardhouse/shared/users-admin/common';
import type {
  AdminUser,
  CreateUserInput,
  UpdateUserInput,
  UserDetailResponse,
  UserListQuery,
  UserListResponse,
} from '@boardhouse/shared/users-admin/staff-users-api';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import { removeSharingAndInvitations } from '../accounts/account-deletion.repository.ts';
import { findUserById, insertUser, type NewUser, updateUser } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createOneTimeCode } from '../auth/one-time-codes.repository.ts';
import { assertAcceptablePassword } from '../auth/passwords.ts';
import { resetPasswordMessage, setPasswordMessage } from '../mail/templates.ts';
import { signOutEverywhere } from './sign-out.ts';
import { assertMayManage, kindOfRoles, ROLES_OF_KIND } from './staff-roles.ts';
import {
  companyExists,
  DELETED_EMAIL_DOMAIN,
  findOtherAccount,
  findTeam,
  findUsersWithCompany,
  isDeletedEmail,
  listUsers,
  toAdminUser,
} from './users-admin.repository.ts';

/** Contact and company details a client's record may carry besides the account itself. */
export type ContactDetails = Partial<
  Pick<NewUser, 'phoneNumber' | 'companyName' | 'address' | 'city' | 'zipCode' | 'vatNumber' | 'country'>
>;

const NOT_YOURSELF = 'You cannot disable, delete or change the role of your own account';

/**
 * User administration: every write checks who may manage the target (ordinary administrators manage
 * customers, a super administrator everyone), runs in one transaction, and ends the target's sign-ins
 * when what they hold (access, roles, password) changes.
 */
export class UsersAdminService {
  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
    private readonly cache: AccountCache,
  ) {}

  async list(query: UserListQuery): Promise<UserListResponse> {
    const { rows, total } = await listUsers(this.ctx.db, query);
    return { users: rows.map(toAdminUser), total };
  }

  async detail(id: number): Promise<UserDetailResponse> {
    const [row] = await findUsersWithCompany(this.ctx.db, [id]);
    if (!row) throw AppError.notFound('user');
    const team = await findTeam(this.ctx.db, row);
    const member = (user: typeof row | (typeof team.members)[number]) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      disabled: user.disabled,
    });
    return {
      user: {
        ...toAdminUser(row),
        phoneNumber: row.phoneNumber,
        address: row.address,
        city: row.city,
        zipCode: row.zipCode,
        vatNumber: row.vatNumber,
        country: row.country,
      },
      team: { owner: member(team.owner), members: team.members.map(member) },
    };
  }

  /** A new account without a password: its owner chooses one through the e-mailed set-password link. */
  async create(
    caller: AccessClaims,
    input: CreateUserInput,
    details: ContactDetails = {},
  ): Promise<AdminUser> {
    assertMayManage(caller, input.kind);
    const mail = await this.ctx.db.transaction(async (tx) => {
      await this.assertFree(tx, input.username, input.email);
      await this.assertCompany(tx, input.companyId);
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        language: input.language,
        roles: ROLES_OF_KIND[input.kind],
        companyId: input.companyId ?? null,
        passwordHash: null,
        emailConfirmed: false,
        ...details,
      });
      const code = await createOneTimeCode(tx, user.id, 'set-password');
      const mailId = await this.ctx.mailer.enqueue(
        tx,
        setPasswordMessage(this.ctx.config.publicUrl, user, code),
      );
      return { userId: user.id, mailId };
    });
    this.ctx.mailer.deliver([mail.mailId]);
    return this.adminUser(mail.userId);
  }

  async update(
    caller: AccessClaims,
    id: number,
    input: UpdateUserInput,
    account: Partial<Pick<NewUser, 'username' | 'email'>> & ContactDetails = {},
  ): Promise<AdminUser> {
    const target = await this.manageable(caller, id, input.kind);
    const roleChanges = input.kind !== undefined && input.kind !== kindOfRoles(target.roles);
    if (roleChanges && id === caller.userId) throw new AppError('CONFLICT', NOT_YOURSELF);
    await this.ctx.db.transaction(async (tx) => {
      if (account.username !== undefined || account.email !== undefined) {
        await this.assertFree(tx, account.username ?? '', account.email ?? '', id);
      }
      await this.assertCompany(tx, input.companyId);
      await updateUser(tx, id, {
        ...account,
        firstname: input.firstname,
        lastname: input.lastname,
        language: input.language,
        ...(input.companyId !== undefined ? { companyId: input.companyId } : {}),
        ...(roleChanges && input.kind ? { roles: ROLES_OF_KIND[input.kind] } : {}),
      });
      // Access tokens carry the roles: a demoted administrator must not keep staff access for 15 minutes.
      if (roleChanges) await signOutEverywhere(tx, this.auth.accessTokens, id);
    });
    this.cache.invalidate(id);
    return this.adminUser(id);
  }

  /** Contact and company details only (`POST /rest/client-profile`); the caller's right was checked. */
  async updateDetails(id: number, details: ContactDetails): Promise<AdminUser> {
    await updateUser(this.ctx.db, id, details);
    this.cache.invalidate(id);
    return this.adminUser(id);
  }

  async setDisabled(caller: AccessClaims, ids: number[], disabled: boolean): Promise<string> {
    const targets = await this.manageableMany(caller, ids);
    await this.ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ disabled, updatedAt: new Date() }).where(inArray(users.id, ids));
      if (disabled)
        for (const target of targets) await signOutEverywhere(tx, this.auth.accessTokens, target.id);
    });
    for (const id of ids) this.cache.invalidate(id);
    return CUSTOMER_MESSAGES.statusUpdated;
  }

  /**
   * Deleting keeps the row: orders, invoices (kept ten years for the tax office), messages and the audit
   * log point at it, and an invoice must still show who bought. The account is disabled, signed out, its
   * sign-in identity (username, e-mail, password, phone, pending codes) removed so the person can sign
   * up afresh and nobody can use it; names and invoice details stay for the books. As when customers
   * delete their own account, linked social sign-ins (which would sign the person into the closed
   * account instead of a new one), shares and pending invitations go, and `deleted_at` marks the row as
   * everything else reads it (a CRM push still waiting sends nothing of it, the GEC and staff lists skip it).
   */
  async delete(caller: AccessClaims, ids: number[]): Promise<string> {
    const targets = await this.manageableMany(caller, ids);
    const now = new Date();
    await this.ctx.db.transaction(async (tx) => {
      for (const target of targets) {
        // Before the address is replaced: invitations sent to it are found by it.
        await removeSharingAndInvitations(tx, target.id, target.email);
        await updateUser(tx, target.id, {
          // '~' is not allowed in usernames (usernameSchema), so no real account can hold this one.
          username: `~deleted-${target.id}`,
          email: `deleted-${target.id}${DELETED_EMAIL_DOMAIN}`,
          pendingEmail: null,
          passwordHash: null,
          phoneNumber: null,
          disabled: true,
          deletedAt: now,
          updatedAt: now,
        });
        await signOutEverywhere(tx, this.auth.accessTokens, target.id);
      }
    });
    for (const id of ids) this.cache.invalidate(id);
    return ids.length === 1 ? CUSTOMER_MESSAGES.deleted : CUSTOMER_MESSAGES.deletedMany;
  }

  async sendPasswordReset(caller: AccessClaims, id: number): Promise<void> {
    const target = await this.manageable(caller, id);
    if (target.disabled) throw new AppError('CONFLICT', 'This account is disabled: enable it first');
    const mailId = await this.ctx.db.transaction(async (tx) => {
      const code = await createOneTimeCode(tx, id, 'reset-password');
      return this.ctx.mailer.enqueue(tx, resetPasswordMessage(this.ctx.config.publicUrl, target, code));
    });
    this.ctx.mailer.deliver([mailId]);
  }

  /** Staff set a password directly; the same strength rules as everywhere, and the account is signed out. */
  async setPassword(caller: AccessClaims, id: number, password: string): Promise<void> {
    const target = await this.manageable(caller, id);
    assertAcceptablePassword(password, target, 'newPassword');
    const passwordHash = await this.auth.passwords.hash(password);
    await this.ctx.db.transaction(async (tx) => {
      await updateUser(tx, id, { passwordHash });
      await signOutEverywhere(tx, this.auth.accessTokens, id);
    });
    this.cache.invalidate(id);
  }

  async usernameExists(username: string): Promise<boolean> {
    return (await findOtherAccount(this.ctx.db, username.trim(), '')) !== undefined;
  }

  private async adminUser(id: number): Promise<AdminUser> {
    const [row] = await findUsersWithCompany(this.ctx.db, [id]);
    if (!row) throw AppError.notFound('user');
    return toAdminUser(row);
  }

  /** The target, if the caller may manage it (and, with `newKind`, give it that kind); deleted = gone. */
  private async manageable(caller: AccessClaims, id: number, newKind?: UpdateUserInput['kind']) {
    const target = await findUserById(this.ctx.db, id);
    if (!target || isDeletedEmail(target.email)) throw AppError.notFound('user');
    assertMayManage(caller, kindOfRoles(target.roles), ...(newKind ? [newKind] : []));
    return target;
  }

  private async manageableMany(caller: AccessClaims, ids: number[]) {
    if (ids.includes(caller.userId)) throw new AppError('CONFLICT', NOT_YOURSELF);
    const targets = await this.ctx.db.select().from(users).where(inArray(users.id, ids));
    if (targets.length !== new Set(ids).size || targets.some((target) => isDeletedEmail(target.email))) {
      throw AppError.notFound('user');
    }
    assertMayManage(caller, ...targets.map((target) => kindOfRoles(target.roles)));
    return targets;
  }

  private async assertFree(tx: Executor, username: string, email: string, except?: number): Promise<void> {
    const conflict = await findOtherAccount(tx, username, email, except);
    if (!conflict) return;
    if (conflict.username.toLowerCase() === username.toLowerCase()) {
      throw new AppError('ACCOUNT.USERNAME_TAKEN', 'This username is already taken', {
        fields: { username: 'This username is already taken' },
      });
    }
    throw new AppError('ACCOUNT.EMAIL_TAKEN', 'This e-mail address already has an account', {
      fields: { email: 'This e-mail address already has an account' },
    });
  }

  private async assertCompany(tx: Executor, companyId: number | null | undefined): Promise<void> {
    if (companyId && !(await companyExists(tx, companyId))) {
      throw AppError.validation({ companyId: formatMessage('notFound', { name: 'company' }) });
    }
  }
}
