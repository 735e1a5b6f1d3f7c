import {
  LINKED_PARAM,
  type LinkedIdentitiesResponse,
  type OidcExchangeResponse,
  type OidcFailure,
  type OidcProvider,
  SOCIAL_ERROR_PARAM,
} from '@boardhouse/shared/oidc';
import * as client from 'openid-client';
import type { AppContext } from '../../context.ts';
import { type ApiCallRecorder, NO_API_LOG } from '../../integrations/api-log/api-call-recorder.ts';
import { AppError } from '../../lib/errors.ts';
import { SealedBox } from '../../lib/sealed-box.ts';
import { createOpaqueToken, hashToken } from '../../lib/secure-random.ts';
import { textError } from '../../lib/text-errors.ts';
import type { AccountCache } from '../accounts/account-cache.ts';
import { findUserByEmail, findUserById, type UserRow } from '../accounts/users.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { consumeOneTimeCode } from '../auth/one-time-codes.repository.ts';
import { type ContactPushes, NO_CONTACT_PUSHES } from '../crm/crm-contact-pusher.ts';
import { insertSignInState, takeSignInState } from './oidc.repository.ts';
import { type IssuerIdentity, OidcIssuer } from './oidc-issuer.ts';
import { LinkedIdentities, Refusal } from './oidc-linked-identities.ts';

/** A sign-in must come back from the issuer within this. */
const STATE_TTL_MS = 10 * 60_000;
/** My Profile's link address is followed at once. */
const LINK_TICKET_TTL_MS = 5 * 60_000;

export const BROWSER_COOKIE = 'boardhouse_oidc';
export const LINK_COOKIE = 'boardhouse_oidc_link';
export const COOKIE_PATH = '/auth/oidc';

const NOT_CONFIGURED = 'Sign-in with Google or LinkedIn is not set up on this server.';
const CODE_SPENT = 'This sign-in has already been used or has expired. Please sign in again.';
const ID_TOKEN_REFUSED =
  'The ID token is not valid for this address: sign in with the identity provider again and send its ID token.';
/** jose's codes for a token that is not good (as opposed to keys that could not be fetched). */
const BAD_TOKEN_CODES = new Set([
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** What the open calls of old clients may learn of an account: never anything about its password but whether it has one. */
export interface AccountByEmail {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  source: string;
  hasPassword: boolean;
}

interface LinkTicket {
  userId: number;
  provider: OidcProvider;
  browserHash: string;
  expiresAt: number;
}

/**
 * Social sign-in through one OpenID Connect issuer (authorization code + PKCE, run by the server).
 * The browser sees only the issuer's pages and, at the end, a one-time code worth one session.
 * An identity is the issuer's (issuer, subject); an e-mail address is trusted to join an identity
 * to an existing account only when the issuer says it verified it.
 */
export class OidcService {
  private readonly issuer: OidcIssuer | null;
  private readonly linkTickets: SealedBox;
  private readonly linkedIdentities: LinkedIdentities;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { auth: AuthService; accountCache: AccountCache; apiLog?: ApiCallRecorder },
    /** A new customer with a verified address becomes a CRM contact, as a confirmed sign-up does. */
    contactPushes: ContactPushes = NO_CONTACT_PUSHES,
  ) {
    const settings = ctx.config.oidc;
    this.issuer = settings ? new OidcIssuer(settings, deps.apiLog ?? NO_API_LOG) : null;
    this.linkTickets = new SealedBox(ctx.config.jwtSecret, 'oidc link ticket');
    this.linkedIdentities = new LinkedIdentities(ctx, deps.accountCache, contactPushes);
  }

  get publicUrlIsHttps(): boolean {
    return this.ctx.config.publicUrl.startsWith('https://');
  }

  /** The providers offered on the sign-in page (none when social sign-in is not configured). */
  providers(): OidcProvider[] {
    return this.ctx.config.oidc?.providers ?? [];
  }

  /**
   * Starts a sign-in (or, with a link ticket from My Profile, a link): remembers state, nonce and PKCE
   * verifier under the state's hash, bound to a random value the browser keeps in a cookie.
   */
  async start(
    provider: OidcProvider,
    link: { ticket: string; browserValue: string | undefined } | null,
  ): Promise<{ location: string; browserValue: string | null }> {
    const issuer = this.requireProvider(provider);
    let linkUserId: number | null = null;
    if (link) {
      const ticket = this.openLinkTicket(link.ticket, provider, link.browserValue);
      if (!ticket) {
        this.ctx.log.warn(
          { provider },
          'social link refused: link ticket invalid, expired or from another browser',
        );
        return { location: this.failureAddress('failed', true), browserValue: null };
      }
      linkUserId = ticket.userId;
    }
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const browserValue = createOpaqueToken();
    const url = await issuer.authorizationUrl({
      response_type: 'code',
      redirect_uri: this.callbackUrl(),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      [issuer.settings.providerHintParam]: provider,
    });
    await insertSignInState(this.ctx.db, {
      stateHash: hashToken(state),
      browserHash: hashToken(browserValue),
      nonce,
      codeVerifier,
      provider,
      linkUserId,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    return { location: url.href, browserValue };
  }

  /**
   * The issuer's redirect back. Never throws: it answers the address to send the browser to, the
   * one-time code on success, the sign-in (or profile) page with a reason otherwise.
   */
  async callback(query: string, params: { state?: string; error?: string }, browserValue?: string) {
    let isLink = false;
    try {
      const issuer = this.issuer;
      if (!issuer) throw new Refusal('failed', 'social sign-in not configured');
      if (!params.state) throw new Refusal('failed', 'callback without state');
      const saved = await takeSignInState(this.ctx.db, hashToken(params.state));
      if (!saved) throw new Refusal('failed', 'unknown, used or expired state');
      isLink = saved.linkUserId !== null;
      if (!browserValue || hashToken(browserValue) !== saved.browserHash)
        throw new Refusal('failed', 'callback from a browser that did not start the sign-in');
      if (params.error) throw new Refusal('failed', `issuer answered ${safeWord(params.error)}`);
      let identity: IssuerIdentity;
      try {
        identity = await issuer.exchangeCode(new URL(`${this.callbackUrl()}${query}`), {
          state: params.state,
          nonce: saved.nonce,
          codeVerifier: saved.codeVerifier,
        });
      } catch (error) {
        throw new Refusal('failed', `code exchange or ID token refused: ${describeError(error)}`);
      }
      const provider = saved.provider as OidcProvider;
      if (saved.linkUserId !== null) {
        await this.linkedIdentities.link(identity, provider, saved.linkUserId);
        return `${this.ctx.config.publicUrl}/#/profile?${LINKED_PARAM}=${encodeURIComponent(provider)}`;
      }
      const code = await this.linkedIdentities.signIn(identity, provider);
      return `${this.ctx.config.publicUrl}/#/oidc/${code}`;
    } catch (error) {
      const refusal =
        error instanceof Refusal ? error : new Refusal('failed', `sign-in failed: ${describeError(error)}`);
      this.ctx.log.warn({ reason: refusal.detail, failure: refusal.failure }, 'social sign-in refused');
      return this.failureAddress(refusal.failure, isLink);
    }
  }

  /** Spends a callback's one-time code for a session: the same answer as a password sign-in. */
  async exchange(code: string): Promise<OidcExchangeResponse> {
    const used = await consumeOneTimeCode(this.ctx.db, code, ['oidc-sign-in', 'oidc-sign-up']);
    if (!used) throw new AppError('AUTH.TOKEN_INVALID', CODE_SPENT);
    const user = await findUserById(this.ctx.db, used.userId);
    if (!user || user.deletedAt) throw new AppError('AUTH.TOKEN_INVALID', CODE_SPENT);
    if (user.disabled) throw textError('AUTH.ACCOUNT_DISABLED', 'refused.account.disabled');
    const session = await this.deps.auth.startSession(user);
    return { ...session, newAccount: used.purpose === 'oidc-sign-up' };
  }

  /**
   * The address that links a provider to the signed-in account: /auth/oidc/start with a sealed ticket
   * (5 minutes) bound to a cookie this answer sets, so the address is worth nothing in another browser.
   */
  createLinkUrl(userId: number, provider: OidcProvider): { url: string; browserValue: string } {
    this.requireProvider(provider);
    const browserValue = createOpaqueToken();
    const ticket: LinkTicket = {
      userId,
      provider,
      browserHash: hashToken(browserValue),
      expiresAt: Date.now() + LINK_TICKET_TTL_MS,
    };
    const sealed = this.linkTickets.seal(JSON.stringify(ticket), 'link');
    const query = new URLSearchParams({ provider, link: sealed });
    return { url: `${this.ctx.config.publicUrl}${COOKIE_PATH}/start?${query}`, browserValue };
  }

  listIdentities(userId: number): Promise<LinkedIdentitiesResponse> {
    return this.linkedIdentities.list(userId);
  }

  /** Unlinks one of the caller's identities, unless it is the account's last way to sign in. */
  unlink(userId: number, identityId: number): Promise<void> {
    return this.linkedIdentities.unlink(userId, identityId);
  }

  /** POST /rest/open/getuserbyemailId: the account of an address, for the holder of the issuer's ID token for it. */
  async findAccountByIdToken(email: string, idToken: string): Promise<AccountByEmail> {
    const user = await this.accountOfIdToken(email, idToken);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      source: user.source,
      hasPassword: user.passwordHash !== null,
    };
  }

  /** POST /rest/open/set-default-password: checks the proof and sets nothing (see the route's description). */
  async confirmDefaultPassword(email: string, idToken: string): Promise<string> {
    await this.accountOfIdToken(email, idToken);
    return 'No password was set: this account signs in through its identity provider. To use a password as well, ask for one with Forgot password on the sign-in page.';
  }

  private async accountOfIdToken(email: string, idToken: string): Promise<UserRow> {
    if (!this.issuer) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
    let identity: IssuerIdentity;
    try {
      identity = await this.issuer.verifyIdToken(idToken);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && BAD_TOKEN_CODES.has(code))
        throw new AppError('AUTH.TOKEN_INVALID', ID_TOKEN_REFUSED);
      this.ctx.log.warn({ reason: describeError(error) }, 'could not check an ID token with the issuer');
      throw new AppError('UNAVAILABLE', 'The identity provider cannot be reached; please try again later.');
    }
    const sameAddress = identity.email?.toLowerCase() === email.trim().toLowerCase();
    if (!sameAddress || !identity.emailVerified) throw new AppError('AUTH.TOKEN_INVALID', ID_TOKEN_REFUSED);
    const user = await findUserByEmail(this.ctx.db, email.trim());
    if (!user || user.deletedAt) throw AppError.notFound('account');
    return user;
  }

  private openLinkTicket(
    sealed: string,
    provider: OidcProvider,
    browserValue: string | undefined,
  ): LinkTicket | null {
    const opened = this.linkTickets.open(sealed, 'link');
    if (!opened || !browserValue) return null;
    const ticket = JSON.parse(opened) as LinkTicket;
    const isValid =
      ticket.provider === provider &&
      ticket.expiresAt > Date.now() &&
      ticket.browserHash === hashToken(browserValue);
    return isValid ? ticket : null;
  }

  private requireProvider(provider: OidcProvider): OidcIssuer {
    if (!this.issuer) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
    if (!this.providers().includes(provider))
      throw new AppError('NOT_FOUND', `Sign-in with ${provider} is not offered on this server.`);
    return this.issuer;
  }

  private callbackUrl(): string {
    return `${this.ctx.config.publicUrl}${COOKIE_PATH}/callback`;
  }

  private failureAddress(failure: OidcFailure, isLink: boolean): string {
    return `${this.ctx.config.publicUrl}/#/${isLink ? 'profile' : 'login'}?${SOCIAL_ERROR_PARAM}=${failure}`;
  }
}

/** An issuer's word (an OAuth error code) fit for a log line. */
function safeWord(text: string): string {
  return text.replace(/[^\w.-]/g, '').slice(0, 64);
}

/**
 * An error's class, code and message for the log, and those of the error it wraps (openid-client
 * wraps oauth4webapi's): their messages are fixed texts naming a claim, never a value. Of a failed
 * claim check only the claim's name is taken; its cause also holds the expected and actual values.
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const inner = error.cause instanceof Error ? error.cause : null;
  const claim = ((inner ?? error).cause as { claim?: unknown } | undefined)?.claim;
  const code = (error as { code?: unknown }).code;
  const oauth = (error as { error?: unknown }).error;
  return [
    error.name,
    typeof code === 'string' ? code : null,
    typeof oauth === 'string' ? safeWord(oauth) : null,
    error.message.slice(0, 160),
    inner ? `(${inner.message.slice(0, 160)})` : null,
    typeof claim === 'string' ? `claim ${safeWord(claim)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}
