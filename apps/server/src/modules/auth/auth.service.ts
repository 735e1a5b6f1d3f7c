import type { LoginResponse, RefreshResponse, SignupRequest } from '@boardhouse/shared/auth';
import { formatMessage } from '@boardhouse/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { SealedBox } from '../../lib/sealed-box.ts';
import { fieldTextError, textError } from '../../lib/text-errors.ts';
import { toRoles } from '../accounts/account.mapper.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import {
  findUserById,
  insertUser,
  prepareFindUserByLogin,
  type UserRow,
  updateUser,
} from '../accounts/users.repository.ts';
import {
  checkSignupVatNumber,
  needsVatCheck,
  resolveSignupBilling,
  saveSignupBilling,
} from '../billing/signup-billing.ts';
import type { VatNumberChecker } from '../billing/vat-numbers.ts';
import { isCrmCustomer } from '../crm/crm-contact-outbox.ts';
import { type ContactPushes, NO_CONTACT_PUSHES } from '../crm/crm-contact-pusher.ts';
import { confirmEmailMessage, resetPasswordMessage, signupAttemptMessage } from '../mail/templates.ts';
import { acceptTeamInvitation } from '../team/team-invitations.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims, AccessTokens } from './access-tokens.ts';
import {
  consumeOneTimeCode,
  createOneTimeCode,
  dropPasswordCodes,
  findOneTimeCodeOwner,
} from './one-time-codes.repository.ts';
import { assertAcceptablePassword, PasswordHasher, wrongCurrentPassword } from './passwords.ts';
import {
  findRefreshTokenForUpdate,
  issueRefreshToken,
  markRefreshTokenUsed,
  prepareStartRefreshFamily,
  REFRESH_GRACE_MS,
  revokeRefreshFamily,
  revokeUserSignIns,
} from './refresh-tokens.repository.ts';
import { findSignupConflicts } from './signup-conflicts.repository.ts';

const INVALID_LOGIN = new AppError('AUTH.VALIDATION.INVALID_LOGIN', formatMessage('loginIncorrect'));
const USERNAME_TAKEN = fieldTextError(
  'username',
  'refused.account.usernameTaken',
  undefined,
  'ACCOUNT.USERNAME_TAKEN',
);
const invalidCode = () => textError('AUTH.CODE_INVALID', 'refused.account.linkInvalid');
const INVALID_REFRESH = 'Your session has expired; please sign in again';

/** Sign-in, sessions and the e-mailed account codes. */
export class AuthService {
  readonly accessTokens: AccessTokens;
  readonly passwords: PasswordHasher;
  private readonly findUserByLogin: (login: string) => Promise<UserRow | undefined>;
  private readonly startRefreshFamily;
  /** Seals a rotation's answer for the grace window (see refresh). */
  private readonly successors: SealedBox;
  /** Work that runs after the answer (password-reset e-mails), awaited by `settled()` and at close. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly accountCache: AccountCache,
    /** Checks a VAT number given at sign-up with VIES once the account exists. */
    private readonly vatNumbers: VatNumberChecker,
    /** The CRM outbox: a confirmed sign-up becomes a HubSpot contact, pushed after the commit. */
    private readonly contactPushes: ContactPushes = NO_CONTACT_PUSHES,
  ) {
    this.accessTokens = new AccessTokens(ctx.db, ctx.config.jwtSecret);
    this.passwords = new PasswordHasher(ctx.config.argon2);
    const findUserByLogin = prepareFindUserByLogin(ctx.db);
    // Sign-in is the busiest write; on the embedded database every query runs on the request thread.
    this.findUserByLogin = (login: string) => accountCache.getByLogin(login, () => findUserByLogin(login));
    this.startRefreshFamily = prepareStartRefreshFamily(ctx.db);
    this.successors = new SealedBox(ctx.config.jwtSecret, 'refresh-token successor');
  }

  /** Resolves once the work started after earlier answers has finished. */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.all(this.background);
  }

  async login(login: string, password: string): Promise<LoginResponse> {
    const user = await this.findUserByLogin(login);
    const isValid = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !isValid) throw INVALID_LOGIN;
    this.assertCanSignIn(user);
    return this.startSession(user);
  }

  /**
   * A new sign-in of an account whose holder has already proved who they are (password checked, or a
   * social sign-in's one-time code spent): the same answer as POST /auth/login.
   */
  async startSession(user: UserRow): Promise<LoginResponse> {
    const issued = await this.startRefreshFamily(user.id);
    const tokens = await this.createSession(user, issued.token, issued.familyId);
    return { token: tokens.accessToken, ...tokens };
  }

  /**
   * Rotates a refresh token. A used token presented again within the grace window (a second tab that
   * refreshed at the same moment) gets the very answer the first one got; later, it is a stolen copy
   * and ends the whole sign-in. Nothing extends a sign-in past its absolute lifetime.
   */
  async refresh(refreshToken: string): Promise<RefreshResponse> {
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const row = await findRefreshTokenForUpdate(tx, refreshToken);
      const now = Date.now();
      if (!row || row.revokedAt) return null;
      if (row.expiresAt.getTime() <= now || row.signInExpiresAt.getTime() <= now) return null;
      if (row.usedAt) {
        const withinGrace = now - row.usedAt.getTime() <= REFRESH_GRACE_MS;
        const sealed = withinGrace && row.successorSealed;
        const answered = sealed ? this.successors.open(sealed, row.tokenHash) : null;
        if (answered) return JSON.parse(answered) as RefreshResponse;
        // A rotated token came back: someone holds a copy. End the whole sign-in for everyone holding it.
        await revokeRefreshFamily(tx, row.familyId);
        await this.accessTokens.denySignIns(tx, [row.familyId]);
        this.ctx.log.warn('refresh token reuse detected; sign-in ended');
        return null;
      }
      const user = await findUserById(tx, row.userId);
      if (!user || user.disabled) return null;
      const next = await issueRefreshToken(tx, row);
      const session = await this.createSession(user, next.token, next.familyId);
      await markRefreshTokenUsed(tx, row, this.successors.seal(JSON.stringify(session), row.tokenHash));
      return session;
    });
    if (!outcome) throw new AppError('AUTH.REFRESH_INVALID', INVALID_REFRESH);
    return outcome;
  }

  async logout(claims: AccessClaims): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      await revokeRefreshFamily(tx, claims.familyId);
      await this.accessTokens.denySignIns(tx, [claims.familyId]);
    });
  }

  async signup(input: SignupRequest): Promise<void> {
    assertAcceptablePassword(input.password, input);
    // Checked before anything is written, and for a known address too, so the answer tells nothing.
    const billing = resolveSignupBilling(input);
    const passwordHash = await this.passwords.hash(input.password);
    let createdUserId: number | undefined;
    const mailIds = await this.ctx.db.transaction(async (tx) => {
      const conflicts = await findSignupConflicts(tx, input.username, input.email);
      if (conflicts.usernameTaken) throw USERNAME_TAKEN;
      if (conflicts.emailOwner) {
        // Answered like a fresh sign-up, so the form cannot tell which addresses have an account;
        // the address's owner learns of the attempt instead.
        const notice = signupAttemptMessage(this.ctx.config.publicUrl, conflicts.emailOwner);
        return [await this.ctx.mailer.enqueue(tx, notice)];
      }
      const { acceptTerms: _accepted, password: _password, ...profile } = input;
      const user = await insertUser(tx, {
        ...profile,
        // The code, which orders fall back to when billing details are missing.
        country: billing?.countryCode ?? profile.country,
        language: input.language ?? 'en',
        passwordHash,
        roles: ['USER'],
        emailConfirmed: false,
        acceptedTermsAt: new Date(),
      });
      if (billing) await saveSignupBilling(tx, user.id, billing);
      createdUserId = user.id;
      const code = await createOneTimeCode(tx, user.id, 'confirm-email');
      return [await this.ctx.mailer.enqueue(tx, confirmEmailMessage(this.ctx.config.publicUrl, user, code))];
    });
    this.ctx.mailer.deliver(mailIds);
    if (createdUserId !== undefined && needsVatCheck(billing)) {
      const userId = createdUserId;
      // In the background: VIES can take seconds, and the answer must not wait for it.
      this.runInBackground('sign-up VAT number check', () =>
        checkSignupVatNumber(this.ctx.db, this.vatNumbers, userId, billing),
      );
    }
  }

  async confirmRegistration(code: string): Promise<UserRow> {
    const user = await this.ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, code, ['confirm-email']);
      if (!used) throw invalidCode();
      const confirmed = await updateUser(tx, used.userId, { emailConfirmed: true });
      if (!confirmed) throw invalidCode();
      await this.contactPushes.request(tx, confirmed.id);
      return confirmed;
    });
    // The database announces the change too; this lets the sign-in that follows see it at once.
    this.accountCache.invalidate(user.id);
    // In the background: the answer never waits for HubSpot; a failed push is retried from the outbox.
    this.contactPushes.deliver([user.id]);
    return user;
  }

  /** Accepts a team invitation: creates the invitee's account in the team, or lets their account join. */
  acceptTeamInvitation(code: string, password: string): Promise<UserRow> {
    return acceptTeamInvitation(
      {
        ctx: this.ctx,
        passwords: this.passwords,
        accountCache: this.accountCache,
        contactPushes: this.contactPushes,
      },
      code,
      password,
    );
  }

  /** Sets a password with an e-mailed code: a reset or an administrator-created account. */
  async setPasswordWithCode(
    code: string,
    password: string,
    purposes: readonly ('set-password' | 'reset-password')[],
  ): Promise<UserRow> {
    const ownerId = await findOneTimeCodeOwner(this.ctx.db, code, purposes);
    const owner = ownerId === undefined ? undefined : await findUserById(this.ctx.db, ownerId);
    if (!owner) throw invalidCode();
    assertAcceptablePassword(password, owner);
    // A customer account staff created becomes the customer's now, so it becomes a CRM contact too.
    const isFirstPassword = !owner.passwordHash && !owner.emailConfirmed && isCrmCustomer(owner.roles);
    const passwordHash = await this.passwords.hash(password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeCode(tx, code, purposes);
      if (!used) throw invalidCode();
      // Receiving the e-mail proves the address, so the account is confirmed as well.
      const updated = await updateUser(tx, used.userId, { passwordHash, emailConfirmed: true });
      if (!updated) throw invalidCode();
      // Whoever knew the old password is signed out everywhere.
      await this.endSignIns(tx, updated.id, null);
      if (isFirstPassword) await this.contactPushes.request(tx, updated.id);
      return updated;
    });
    this.accountCache.invalidate(user.id);
    if (isFirstPassword) this.contactPushes.deliver([user.id]);
    return user;
  }

  /**
   * Starts a password reset and returns at once: the account lookup, the code and the e-mail happen
   * after the answer, so the answer and its timing are the same whether or not the account exists.
   */
  requestPasswordReset(login: string): void {
    this.runInBackground('password reset', async () => {
      const user = await this.findUserByLogin(login);
      if (!user || user.disabled) return;
      const mailId = await this.ctx.db.transaction(async (tx) => {
        const code = await createOneTimeCode(tx, user.id, 'reset-password');
        return this.ctx.mailer.enqueue(tx, resetPasswordMessage(this.ctx.config.publicUrl, user, code));
      });
      this.ctx.mailer.deliver([mailId]);
    });
  }

  /** Changes the caller's password and ends every other sign-in of the account; `keepSignIn` stays. */
  async changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
    keepSignIn: string,
  ): Promise<void> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw AppError.notFound('user');
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw wrongCurrentPassword();
    }
    assertAcceptablePassword(newPassword, user, 'newPassword');
    const passwordHash = await this.passwords.hash(newPassword);
    await this.ctx.db.transaction(async (tx) => {
      await updateUser(tx, userId, { passwordHash });
      await dropPasswordCodes(tx, userId);
      await this.endSignIns(tx, userId, keepSignIn);
    });
    // The database announces the change too; this makes the old password fail at once in this process.
    this.accountCache.invalidate(userId);
  }

  /** Revokes the user's sign-ins (all but `keepSignIn`) and refuses their access tokens at once. */
  private async endSignIns(tx: Executor, userId: number, keepSignIn: string | null): Promise<void> {
    const live = await revokeUserSignIns(tx, userId, keepSignIn, ACCESS_TOKEN_TTL_SECONDS);
    await this.accessTokens.denySignIns(tx, live);
  }

  private runInBackground(label: string, work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.ctx.log.error({ err: error }, `${label} failed`))
      .finally(() => this.background.delete(running));
    this.background.add(running);
  }

  private assertCanSignIn(user: UserRow): void {
    if (user.disabled) {
      throw textError('AUTH.ACCOUNT_DISABLED', 'refused.account.disabled');
    }
    if (!user.emailConfirmed) {
      throw textError('AUTH.ACCOUNT_NOT_CONFIRMED', 'refused.account.notConfirmed');
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
