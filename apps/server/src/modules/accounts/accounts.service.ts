import type { AccountUser, ProfileUpdateRequest } from '@boardhouse/shared/auth';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { toAccountUser } from './account.mapper.ts';
import { findUserById, isEmailUsedByAnother, updateUser } from './users.repository.ts';

export class AccountsService {
  constructor(private readonly ctx: AppContext) {}

  async getAccount(userId: number): Promise<AccountUser> {
    const user = await findUserById(this.ctx.db, userId);
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
    if (!user) throw AppError.notFound('account');
    return toAccountUser(user);
  }
}
