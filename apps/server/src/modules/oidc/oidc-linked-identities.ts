import type { LinkedIdentitiesResponse, OidcFailure, OidcProvider } from '@boardhouse/shared/oidc';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { textError } from '../../lib/text-errors.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUser,
} from '../accounts/users.repository.ts';
import { createOneTimeCode } from '../auth/one-time-codes.repository.ts';
import type { ContactPushes } from '../crm/crm-contact-pusher.ts';
import {
  countIdentitiesOf,
  deleteIdentityOf,
  findIdentity,
  insertIdentity,
  listIdentitiesOf,
  listUsernamesStartingWith,
  lockAccount,
  touchIdentity,
} from './oidc.repository.ts';
import {
  firstFreeUsername,
  languageOfLocale,
  namesOf,
  SOURCE_OF_PROVIDER,
  usernameBase,
} from './oidc-accounts.ts';
import { type IssuerIdentity, withoutTrailingSlash } from './oidc-issuer.ts';

/** The browser exchanges the code it is handed at once; the code is worth a session. */
const EXCHANGE_CODE_TTL_MS = 60_000;

/**
 * The identity of an issuer and subject, linked under either spelling of the issuer: identities
 * linked before were keyed by OIDC_ISSUER as typed, which may differ from the discovered issuer (new
 * links' key) by a trailing slash. Both name the same issuer, so an identity stays one account's.
 */
function findLinked(tx: Executor, identity: IssuerIdentity) {
  const bare = withoutTrailingSlash(identity.issuer);
  return findIdentity(tx, [bare, `${bare}/`], identity.subject);
}

/** Why a callback signs no one in; `detail` goes to the log, never to the browser. */
export class Refusal extends Error {
  constructor(
    readonly failure: OidcFailure,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * The accounts behind issuer identities: the account a validated identity signs in to (found, joined by
 * a verified address, or made), the identities an account links from My Profile, and their unlinking.
 */
export class LinkedIdentities {
  constructor(
    private readonly ctx: AppContext,
    private readonly accountCache: AccountCache,
    private readonly contactPushes: ContactPushes,
  ) {}

  /** Finds or makes the account of a validated identity; answers its one-time code. */
  async signIn(identity: IssuerIdentity, provider: OidcProvider): Promise<string> {
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const known = await findLinked(tx, identity);
      if (known) {
        const user = await findUserById(tx, known.userId);
        assertUsable(user);
        await touchIdentity(tx, known.id, identity.email);
        return {
          userId: user.id,
          code: await createOneTimeCode(tx, user.id, 'oidc-sign-in', EXCHANGE_CODE_TTL_MS),
        };
      }
      if (!identity.email) throw new Refusal('failed', 'ID token without an e-mail address');
      const owner = await findUserByEmail(tx, identity.email);
      if (owner) {
        // An address the issuer did not verify proves nothing: whoever typed it there would get the account.
        if (!identity.emailVerified)
          throw new Refusal('unverified-email', 'unverified address of an existing account');
        assertUsable(owner);
        await insertIdentity(tx, {
          userId: owner.id,
          issuer: identity.issuer,
          subject: identity.subject,
          provider,
          email: identity.email,
        });
        // The issuer vouches for the address, as following our confirmation link would. The password of
        // an unconfirmed account was typed by someone who never proved the address: anyone may sign up
        // with another's address first and wait for its owner to come through a provider. It goes; the
        // owner may set one through the password reset, which mails the proved address.
        if (!owner.emailConfirmed)
          await updateUser(tx, owner.id, { emailConfirmed: true, passwordHash: null });
        return {
          userId: owner.id,
          code: await createOneTimeCode(tx, owner.id, 'oidc-sign-in', EXCHANGE_CODE_TTL_MS),
        };
      }
      const user = await this.createAccount(tx, identity, identity.email, provider);
      await insertIdentity(tx, {
        userId: user.id,
        issuer: identity.issuer,
        subject: identity.subject,
        provider,
        email: identity.email,
      });
      if (identity.emailVerified) await this.contactPushes.request(tx, user.id);
      return {
        userId: user.id,
        code: await createOneTimeCode(tx, user.id, 'oidc-sign-up', EXCHANGE_CODE_TTL_MS),
        newContact: identity.emailVerified,
      };
    });
    this.accountCache.invalidate(outcome.userId);
    if ('newContact' in outcome && outcome.newContact) this.contactPushes.deliver([outcome.userId]);
    return outcome.code;
  }

  /** Links an identity to the signed-in account that asked for it; both were proved, no address is needed. */
  async link(identity: IssuerIdentity, provider: OidcProvider, userId: number) {
    await this.ctx.db.transaction(async (tx) => {
      const known = await findLinked(tx, identity);
      if (known && known.userId !== userId)
        throw new Refusal('linked-elsewhere', 'identity already signs another account in');
      assertUsable(await findUserById(tx, userId));
      if (known) await touchIdentity(tx, known.id, identity.email);
      else
        await insertIdentity(tx, {
          userId,
          issuer: identity.issuer,
          subject: identity.subject,
          provider,
          email: identity.email,
        });
    });
  }

  async list(userId: number): Promise<LinkedIdentitiesResponse> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw AppError.notFound('account');
    const rows = await listIdentitiesOf(this.ctx.db, userId);
    return {
      identities: rows.map((row) => ({
        ...row,
        linkedAt: row.linkedAt.toISOString(),
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      })),
      hasPassword: user.passwordHash !== null,
    };
  }

  /** Unlinks one of the caller's identities, unless it is the account's last way to sign in. */
  async unlink(userId: number, identityId: number): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) throw AppError.notFound('account');
      const remaining = await countIdentitiesOf(tx, userId);
      if (!(await deleteIdentityOf(tx, userId, identityId))) throw AppError.notFound('linked sign-in');
      if (account.passwordHash === null && remaining <= 1) {
        throw textError('CONFLICT', 'refused.identity.lastWayIn');
      }
    });
  }

  private async createAccount(
    tx: Executor,
    identity: IssuerIdentity,
    email: string,
    provider: OidcProvider,
  ): Promise<UserRow> {
    const base = usernameBase(email);
    const username = firstFreeUsername(base, await listUsernamesStartingWith(tx, base));
    return insertUser(tx, {
      username,
      email,
      ...namesOf(identity, email),
      language: languageOfLocale(identity.locale),
      roles: ['USER'],
      passwordHash: null,
      emailConfirmed: identity.emailVerified,
      source: SOURCE_OF_PROVIDER[provider],
    });
  }
}

function assertUsable(user: UserRow | undefined): asserts user is UserRow {
  if (!user || user.deletedAt) throw new Refusal('failed', 'account not found');
  if (user.disabled) throw new Refusal('failed', 'account disabled');
}
