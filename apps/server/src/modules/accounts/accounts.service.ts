import type { AccountUser, ProfileUpdateRequest } from '@boardhouse/shared/auth';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { toAccountUser } from './account.mapper.ts';
import type { AccountCache } from './account-cache.ts';
import { isEmailUsedByAnother, prepareFindUserById, updateUser } from './users.repository.ts';

export class AccountsService {
  /** A prepared query: the SQL is not rebuilt on each cache miss. */
  private readonly findAccount;

  constructor(
    private readonly ctx: AppContext,
    readonly cache: AccountCache,
  ) {
    this.findAccount = prepareFindUserById(ctx.db);
  }

  /** `GET /rest/account` runs on every page load; see AccountCache for why a cached row is safe. */
  async getAccount(userId: number): Promise<AccountUser> {
    const user = await this.cache.get(
      userId,
      async () => (await this.findAccount.execute({ id: userId }))[0],
    );
    if (!user) throw AppError.notFound('account');
    if (user.disabled) throw new AppError('AUTH.ACCOUNT_DISABLED', 'This account has been disabled.');
    return toAccountUser(user);
  }

  async updateProfile(userId: number, input: ProfileUpdateRequest): Promise<AccountUser> {
    if (await isEmailUsedByAnother(this.ctx.db, input.email, userId)) {
      throw new AppError('ACCOUNT.EMAIL_TAKEN', 'An account with this e-mail address already exists', {
        fields: { email: 'An account with this e-mail address already exists' },
      });
    }
    const user = await updateUser(this.ctx.db, userId, input);
    // The database announces the change too, but this caller reads its own write at once.
    this.cache.invalidate(userId);
    if (!user) throw AppError.notFound('account');
    return toAccountUser(user);
  }
}
