import type { AccountDeletionRequest } from '@boardhouse/shared/accounts/account-self-service-api';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { signOutEverywhere } from '../users-admin/sign-out.ts';
import type { AccountCache } from './account-cache.ts';
import {
  anonymiseUser,
  countActiveMembers,
  deleteAddresses,
  listFinalOrderMoney,
  listOpenOrderKeys,
  lockUser,
  recordDeletion,
  removeSharingAndInvitations,
  softDeleteUnorderedProjects,
} from './account-deletion.repository.ts';
import { unsettledCents } from './account-deletion.rules.ts';
import { accountDeletedMessage } from './account-deletion-mail.ts';
import { findUserById, type UserRow } from './users.repository.ts';

const WRONG_PASSWORD = 'The password is not correct';
const STAFF_REFUSED =
  'A staff account cannot be deleted here: ask a super administrator to disable it in the user administration.';
const blocked = (message: string) => new AppError('ACCOUNT.DELETION_BLOCKED', message);

export interface DeletionRequestFacts {
  route: string;
  ipAddress: string | null;
  requestId: string | null;
}

/**
 * Deleting one's own account. The row stays (orders, invoices, messages and the audit log point at it)
 * but everything that says who the person is goes, the account is closed and every sign-in ends. Orders
 * are kept as the law requires: each carries its own snapshot of the billing name and address.
 */
export class AccountDeletionService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: AccountCache,
    private readonly passwords: PasswordHasher,
    private readonly accessTokens: AccessTokens,
  ) {}

  async delete(userId: number, input: AccountDeletionRequest, facts: DeletionRequestFacts): Promise<void> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user || user.deletedAt) throw AppError.notFound('account');
    if (isStaff(user)) throw new AppError('AUTH.FORBIDDEN', STAFF_REFUSED);
    // The password proves the person at the keyboard is the owner, not whoever found a signed-in screen.
    // Hashing takes a while, so it is checked before the transaction opens.
    if (!(await this.passwords.verify(user.passwordHash, input.password))) {
      throw new AppError('AUTH.WRONG_PASSWORD', WRONG_PASSWORD, { fields: { password: WRONG_PASSWORD } });
    }
    const mailId = await this.ctx.db.transaction(async (tx) => {
      const locked = await lockUser(tx, userId);
      if (!locked || locked.deletedAt) throw AppError.notFound('account');
      // Checked under the row lock, inside the transaction that deletes, so what was checked is what holds.
      await this.assertNothingHolds(tx, locked);
      // Queued first, to the address about to be cleared; it leaves only once everything has committed.
      const mail = await this.ctx.mailer.enqueue(
        tx,
        accountDeletedMessage(this.ctx.config.publicUrl, {
          email: locked.email,
          firstname: locked.firstname,
          language: locked.language,
        }),
      );
      const now = new Date();
      await removeSharingAndInvitations(tx, userId, locked.email);
      await deleteAddresses(tx, userId);
      await softDeleteUnorderedProjects(tx, userId, now);
      await anonymiseUser(tx, userId, now);
      await signOutEverywhere(tx, this.accessTokens, userId);
      await recordDeletion(tx, userId, facts);
      return mail;
    });
    // The database announces the change too; this refuses the old login in this process at once.
    this.cache.invalidate(userId);
    this.ctx.mailer.deliver([mailId]);
  }

  /** Open orders, money not settled, or a team still working under the account keep it. */
  private async assertNothingHolds(tx: Executor, user: UserRow): Promise<void> {
    const open = await listOpenOrderKeys(tx, user.id);
    if (open.length > 0) {
      const keys = open.map((order) => order.orderKey).join(', ');
      throw blocked(
        `Your account still has orders in progress (${keys}). It can be deleted once they are delivered or cancelled.`,
      );
    }
    const unsettled = (await listFinalOrderMoney(tx, user.id)).filter((order) => unsettledCents(order) !== 0);
    if (unsettled.length > 0) {
      const keys = unsettled.map((order) => order.orderKey).join(', ');
      throw blocked(
        `The payments of ${keys} are not settled yet. Please contact us to settle them; then the account can be deleted.`,
      );
    }
    if (user.createdBy === null) {
      const members = await countActiveMembers(tx, user.id);
      if (members > 0) {
        throw blocked(
          `Your team still has ${members} member${members === 1 ? '' : 's'}. Remove them under Team first; their projects and orders then pass to you.`,
        );
      }
    }
  }
}

function isStaff(user: UserRow): boolean {
  return user.roles.includes('ADMIN') || user.roles.includes('SUPER_ADMIN');
}
