import {
  type AccountUser,
  COMPANY_DETAILS_FIELDS,
  type ProfileUpdateRequest,
  type ProfileUser,
} from '@boardhouse/shared/auth';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { toAccountUser, toProfileUser } from './account.mapper.ts';
import type { AccountCache } from './account-cache.ts';
import { findUserById, prepareFindUserById, type UserRow, updateUser } from './users.repository.ts';

/** The profile update once carried the address; a new one must now be confirmed by mail first. */
export const EMAIL_CHANGE_ELSEWHERE =
  'Email is changed with "Change e-mail address": the new address must be confirmed first';

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
    return toAccountUser(await this.loadActiveUser(userId));
  }

  async getProfile(userId: number): Promise<ProfileUser> {
    return toProfileUser(await this.loadActiveUser(userId));
  }

  /** Names, language and company details; `email` is accepted only unchanged (old clients send it). */
  async updateProfile(userId: number, input: ProfileUpdateRequest): Promise<ProfileUser> {
    const current = await findUserById(this.ctx.db, userId);
    if (!current) throw AppError.notFound('account');
    if (input.email !== undefined && input.email !== current.email.toLowerCase()) {
      throw AppError.validation({ email: EMAIL_CHANGE_ELSEWHERE });
    }
    const { email: _unchanged, ...changes } = input;
    // A detail left out stays as it is; an emptied one is cleared, as sign-up leaves it when not given.
    const details = Object.fromEntries(
      COMPANY_DETAILS_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [
        field,
        changes[field] || null,
      ]),
    );
    const user = await updateUser(this.ctx.db, userId, { ...changes, ...details });
    // The database announces the change too, but this caller reads its own write at once.
    this.cache.invalidate(userId);
    if (!user) throw AppError.notFound('account');
    return toProfileUser(user);
  }

  private async loadActiveUser(userId: number): Promise<UserRow> {
    const user = await this.cache.get(
      userId,
      async () => (await this.findAccount.execute({ id: userId }))[0],
    );
    if (!user) throw AppError.notFound('account');
    if (user.disabled) throw new AppError('AUTH.ACCOUNT_DISABLED', 'This account has been disabled.');
    return user;
  }
}
