import type { LoginResponse, RefreshResponse, SignupRequest } from '@boardhouse/shared/auth';
import { formatMessage } from '@boardhouse/shared/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { toRoles } from '../accounts/account.mapper.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import {
  findConflictingUser,
  findUserById,
  insertUser,
  prepareFindUserByLogin,
  type UserRow,
  updateUser,
} from '../accounts/users.repository.ts';
import { confirmEmailMessage, resetPasswordMessage } from '../mail/templates.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims, AccessTokens } from './access-tokens.ts';
import { consumeOneTimeCode, createOneTimeCode } from './one-time-codes.repository.ts';
import { isCommonPassword, PasswordHasher } from './passwords.ts';
import {
  findRefreshTokenForUpdate,
  issueRefreshToken,
  markRefreshTokenUsed,
  prepareStartRefreshFamily,
  revokeRefreshFamily,
} from './refresh-tokens.repository.ts';

const INVALID_LOGIN = new AppError('AUTH.VALIDATION.INVALID_LOGIN', formatMessage('loginIncorrect'));
const INVALID_REFRESH = 'Your session has expired; please sign in again';
const INVALID_CODE =
  'This link is not valid any more: it was already used or has expired. Ask for a new one.';

/** Sign-in, sessions and the e-mailed account codes. */
export class AuthService {
  readonly accessTokens: AccessTokens;
  readonly passwords: PasswordHasher;
  private readonly findUserByLogin: (login: string) => Promise<UserRow | undefined>;
  private readonly startRefreshFamily;

  constructor(
    private readonly ctx: AppContext,
    private readonly accountCache: AccountCache,
  ) {
    this.accessTokens = new AccessTokens(ctx.db, ctx.config.jwtSecret);
    this.passwords = new PasswordHasher(ctx.config.argon2);
    const findUserByLogin = prepareFindUserByLogin(ctx.db);
    // Sign-in is the busiest write; on the embedded database every query runs on the request thread.
    this.findUserByLogin = (login: string) => accountCache.getByLogin(login, () => findUserByLogin(login));
    this.startRefreshFamily = prepareStartRefreshFamily(ctx.db);
  }

  async login(login: string, password: string): Promise<LoginResponse> {
    const user = await this.findUserByLogin(login);
    const isValid = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !isValid) throw INVALID_LOGIN;
    this.assertCanSignIn(user);
    const issued = await this.startRefreshFamily(user.id);
    const tokens = await this.createSession(user, issued.token, issued.familyId);
    return { token: tokens.accessToken, ...tokens };
  }

  async refresh(refreshToken: string): Promise<RefreshResponse> {
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const row = await findRefreshTokenForUpdate(tx, refreshToken);
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false as const };
      if (row.usedAt) {
        // A rotated token came back: someone holds a copy. End the whole sign-in for everyone holding it.
        await revokeRefreshFamily(tx, row.familyId);
        return { ok: false as const, reuse: true };
      }
      await markRefreshTokenUsed(tx, row.id);
      const next = await issueRefreshToken(tx, row.userId, row.familyId);
      return { ok: true as const, userId: row.userId, next };
    });
    if (!outcome.ok) {
      if (outcome.reuse) this.ctx.log.warn('refresh token reuse detected; token family revoked');
      throw new AppError('AUTH.REFRESH_INVALID', INVALID_REFRESH);
    }
    const user = await findUserById(this.ctx.db, outcome.userId);
    if (!user || user.disabled) throw new AppError('AUTH.REFRESH_INVALID', INVALID_REFRESH);
    return this.createSession(user, outcome.next.token, outcome.next.familyId);
  }

  async logout(claims: AccessClaims): Promise<void> {
    await revokeRefreshFamily(this.ctx.db, claims.familyId);
    await this.accessTokens.revoke(claims);
  }

  async signup(input: SignupRequest): Promise<void> {
    if (isCommonPassword(input.password)) {
      throw AppError.validation({ password: formatMessage('commonPassword') });
    }
    const passwordHash = await this.passwords.hash(input.password);
    const mailIds = await this.ctx.db.transaction(async (tx) => {
      const conflict = await findConflictingUser(tx, input.username, input.email);
      if (conflict) throw conflictError(conflict, input);
      const { acceptTerms: _accepted, password: _password, ...profile } = input;
      const user = await insertUser(tx, {
        ...profile,
        language: input.language ?? 'en',
        passwordHash,
        roles: ['USER'],
        emailConfirmed: false,
        acceptedTermsAt: new Date(),
      });
      const code = await createOneTimeCode(tx, user.id, 'confirm-email');
      return [await this.ctx.mailer.enqueue(tx, confirmEmailMessage(this.ctx.config.publicUrl, user, code))];
    });
    await this.ctx.mailer.deliver(mailIds);
  }

  async confirmRegistration(code: string): Promise<UserRow> {
    const user = await this.ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, code, ['confirm-email']);
      if (!used) throw new AppError('AUTH.CODE_INVALID', INVALID_CODE);
      const confirmed = await updateUser(tx, used.userId, { emailConfirmed: true });
      if (!confirmed) throw new AppError('AUTH.CODE_INVALID', INVALID_CODE);
      return confirmed;
    });
    // The database announces the change too; this lets the sign-in that follows see it at once.
    this.accountCache.invalidate(user.id);
    return user;
  }

  /** Sets a password with an e-mailed code: a reset, an administrator-created account or an invitation. */
  async setPasswordWithCode(
    code: string,
    password: string,
    purposes: readonly ('set-password' | 'reset-password' | 'invitation')[],
  ): Promise<UserRow> {
    if (isCommonPassword(password)) throw AppError.validation({ password: formatMessage('commonPassword') });
    const passwordHash = await this.passwords.hash(password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, code, purposes);
      if (!used) throw new AppError('AUTH.CODE_INVALID', INVALID_CODE);
      // Receiving the e-mail proves the address, so the account is confirmed as well.
      const updated = await updateUser(tx, used.userId, { passwordHash, emailConfirmed: true });
      if (!updated) throw new AppError('AUTH.CODE_INVALID', INVALID_CODE);
      return updated;
    });
    this.accountCache.invalidate(user.id);
    return user;
  }

  /** Always answers the same, so the call cannot be used to find out which accounts exist. */
  async requestPasswordReset(login: string): Promise<void> {
    const user = await this.findUserByLogin(login);
    if (!user || user.disabled) return;
    const mailId = await this.ctx.db.transaction(async (tx) => {
      const code = await createOneTimeCode(tx, user.id, 'reset-password');
      return this.ctx.mailer.enqueue(tx, resetPasswordMessage(this.ctx.config.publicUrl, user, code));
    });
    await this.ctx.mailer.deliver([mailId]);
  }

  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<void> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw AppError.notFound('user');
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw new AppError('AUTH.WRONG_PASSWORD', 'The current password is not correct', {
        fields: { currentPassword: 'The current password is not correct' },
      });
    }
    if (isCommonPassword(newPassword))
      throw AppError.validation({ newPassword: formatMessage('commonPassword') });
    await updateUser(this.ctx.db, userId, { passwordHash: await this.passwords.hash(newPassword) });
    // The database announces the change too; this makes the old password fail at once in this process.
    this.accountCache.invalidate(userId);
  }

  private assertCanSignIn(user: UserRow): void {
    if (user.disabled) {
      throw new AppError('AUTH.ACCOUNT_DISABLED', 'This account has been disabled. Please contact support.');
    }
    if (!user.emailConfirmed) {
      throw new AppError(
        'AUTH.ACCOUNT_NOT_CONFIRMED',
        'Please confirm your e-mail address first: follow the link in the e-mail we sent you.',
      );
    }
  }

  private async createSession(
    user: UserRow,
    refreshToken: string,
    familyId: string,
  ): Promise<RefreshResponse> {
    const roles = toRoles(user.roles);
    const accessToken = await this.accessTokens.sign(user.id, roles, familyId);
    return { accessToken, refreshToken, roles, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}

function conflictError(conflict: { username: string; email: string }, input: SignupRequest): AppError {
  if (conflict.username.toLowerCase() === input.username.toLowerCase()) {
    return new AppError('ACCOUNT.USERNAME_TAKEN', 'This username is already taken', {
      fields: { username: 'This username is already taken' },
    });
  }
  return new AppError('ACCOUNT.EMAIL_TAKEN', 'An account with this e-mail address already exists', {
    fields: { email: 'An account with this e-mail address already exists' },
  });
}
