import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import {
  consumeOneTimeCode,
  createOneTimeCode,
  dropPasswordCodes,
} from '../auth/one-time-codes.repository.ts';
import { type PasswordHasher, wrongCurrentPassword } from '../auth/passwords.ts';
import {
  confirmEmailChangeMessage,
  emailChangeNoticeMessage,
  emailChangeTakenMessage,
} from '../mail/templates.ts';
import type { AccountCache } from './account-cache.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from './users.repository.ts';

const INVALID_CODE =
  'This link is not valid any more: it was already used, replaced by a newer request, or has expired.';
const TAKEN_AT_CONFIRMATION = 'An account with this e-mail address already exists';

/**
 * Changing the e-mail address: the current password proves who asks, the link mailed to the new address
 * proves it is theirs, and the old address is told. Until the link is followed the account keeps its
 * old address (sign-in, password reset) and the new one waits in `pending_email`.
 */
export class EmailChangeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cache: AccountCache,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Answers the same whether or not the new address has an account: if it has, that address is told
   * instead of sent a link, so the call cannot be used to find out which addresses are registered.
   */
  async request(userId: number, newEmail: string, currentPassword: string): Promise<void> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw AppError.notFound('account');
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw wrongCurrentPassword();
    }
    if (newEmail === user.email.toLowerCase()) {
      throw AppError.validation({ newEmail: 'New email is already the address of this account' });
    }
    const { publicUrl } = this.ctx.config;
    const mailIds = await this.ctx.db.transaction(async (tx) => {
      const owner = await findUserByEmail(tx, newEmail);
      if (owner) {
        // An earlier request's link stops working too: it would confirm an address nobody asked for now.
        await updateUser(tx, userId, { pendingEmail: null });
        return [await this.ctx.mailer.enqueue(tx, emailChangeTakenMessage(publicUrl, owner))];
      }
      await updateUser(tx, userId, { pendingEmail: newEmail });
      // A new code replaces the user's earlier change-email codes (createOneTimeCode supersedes its kind).
      const code = await createOneTimeCode(tx, userId, 'change-email');
      const recipient = { email: newEmail, firstname: user.firstname, language: user.language };
      return [
        await this.ctx.mailer.enqueue(tx, confirmEmailChangeMessage(publicUrl, recipient, code)),
        await this.ctx.mailer.enqueue(tx, emailChangeNoticeMessage(publicUrl, user, newEmail)),
      ];
    });
    this.cache.invalidate(userId);
    await this.ctx.mailer.deliver(mailIds);
  }

  /** Follows the link: the pending address becomes the account's address. */
  async confirm(code: string): Promise<UserRow> {
    const user = await this.ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, code, ['change-email']);
      const pending = used && (await findUserById(tx, used.userId));
      if (!pending?.pendingEmail || pending.disabled) throw new AppError('AUTH.CODE_INVALID', INVALID_CODE);
      // Someone may have signed up with the address since the request; the link proves the address is
      // the person's own, so saying so reveals nothing new.
      const owner = await findUserByEmail(tx, pending.pendingEmail);
      if (owner && owner.id !== pending.id) {
        throw new AppError('ACCOUNT.EMAIL_TAKEN', TAKEN_AT_CONFIRMATION);
      }
      // Password links mailed to the old address must not outlive it.
      await dropPasswordCodes(tx, pending.id);
      // Following the link proves the address, so an unconfirmed account is confirmed by it as well.
      return updateUser(tx, pending.id, {
        email: pending.pendingEmail,
        pendingEmail: null,
        emailConfirmed: true,
      });
    });
    if (!user) throw new AppError('AUTH.CODE_INVALID', INVALID_CODE);
    // The database announces the change too; this lets sign-in with the new address work at once here.
    this.cache.invalidate(user.id);
    return user;
  }
}
