import { createRemoteJWKSet, type JWTPayload, customFetch as joseCustomFetch, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import { type ApiCallRecorder, NO_API_LOG } from '../../integrations/api-log/api-call-recorder.ts';

/** How long one call to the issuer may take (discovery, token, keys). */
const TIMEOUT_SECONDS = 10;

/** What the product reads of a validated ID token (and, for the address it lacks, of userinfo). */
export interface IssuerIdentity {
  /**
   * The issuer as its discovery document and the token name it (Auth0's ends in a slash, Keycloak's
   * does not), whatever OIDC_ISSUER's spelling: with subject, the identity's key.
   */
  issuer: string;
  subject: string;
  email: string | null;
  /**
   * `true`, or the string "true" in any case: JumpCloud's and Apple's ID tokens and Cognito's userinfo
   * send a string. Anything else (missing, "false", "yes", 1) is not a verified address, which alone
   * joins an existing account.
   */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  locale: string | null;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

const isTrue = (value: unknown) =>
  value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/** An issuer without its trailing slash: the two spellings of one issuer compare equal this way. */
export const withoutTrailingSlash = (issuer: string) => issuer.replace(/\/$/, '');

function identityOf(claims: JWTPayload | client.IDToken): IssuerIdentity {
  const subject = text(claims.sub);
  if (!subject) throw new Error('ID token without a subject');
  // Validated against the discovered issuer by both callers.
  const issuer = text(claims.iss);
  if (!issuer) throw new Error('ID token without an issuer');
  return {
    issuer,
    subject,
    email: text(claims.email),
    emailVerified: isTrue(claims.email_verified),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
    locale: text(claims.locale),
  };
}

/**
 * The address and its verification from userinfo (they go together: a verification is of an address),
 * and the names and locale the ID token lacked.
 */
function withUserinfo(identity: IssuerIdentity, userinfo: client.UserInfoResponse): IssuerIdentity {
  const email = text(userinfo.email);
  return {
    ...identity,
    email,
    emailVerified: email !== null && isTrue(userinfo.email_verified),
    givenName: identity.givenName ?? text(userinfo.given_name),
    familyName: identity.familyName ?? text(userinfo.family_name),
    name: identity.name ?? text(userinfo.name),
    locale: identity.locale ?? text(userinfo.locale),
  };
}

/**
 * The issuer of the discovery document, when discovery failed only because OIDC_ISSUER has (or lacks)
 * a trailing slash that the document's issuer lacks (or has); otherwise null.
 */
function issuerDiffersBySlash(error: unknown, configured: string): string | null {
  if (!(error instanceof client.ClientError) || error.code !== 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED')
    return null;
  const cause = error.cause as { attribute?: unknown; body?: { issuer?: unknown } } | undefined;
  const discovered = cause?.attribute === 'issuer' ? cause.body?.issuer : null;
  return typeof discovered === 'string' &&
    discovered !== configured &&
    withoutTrailingSlash(discovered) === withoutTrailingSlash(configured)
    ? discovered
    : null;
}

/** Names an issuer call in the API log by the endpoint it went to. */
function operationOf(url: string, metadata: client.ServerMetadata | null): string {
  if (url.includes('/.well-known/')) return 'discovery';
  if (metadata?.token_endpoint && url.startsWith(metadata.token_endpoint)) return 'token';
  if (metadata?.jwks_uri && url.startsWith(metadata.jwks_uri)) return 'jwks';
  if (metadata?.userinfo_endpoint && url.startsWith(metadata.userinfo_endpoint)) return 'userinfo';
  return 'request';
}

/**
 * The production adapter of the OpenID Connect issuer, through the maintained openid-client library:
 * discovery, the authorization address, the code exchange (which validates the ID token: issuer,
 * audience, nonce, signature, expiry; and asks userinfo for an address the ID token lacks) and the
 * check of an ID token a client presents. The issuer is the one discovered: OIDC_ISSUER may differ from
 * it by a trailing slash. Every HTTP call
 * to the issuer leaves an API log row (service 'oidc') with the operation and, on failure, the OAuth
 * error code only: never a code, token or the client secret.
 */
export class OidcIssuer {
  private configuration: Promise<client.Configuration> | null = null;
  private metadata: client.ServerMetadata | null = null;
  private keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(
    readonly settings: OidcConfig,
    private readonly apiLog: ApiCallRecorder = NO_API_LOG,
  ) {}

  /** The authorization endpoint's address with these parameters. */
  async authorizationUrl(parameters: Record<string, string>): Promise<URL> {
    return client.buildAuthorizationUrl(await this.discover(), parameters);
  }

  /**
   * Exchanges the callback's code (client_secret_basic, PKCE) and validates the ID token it brings.
   * An ID token without the address has it in userinfo: OIDC Core 5.4 puts scope claims in the ID token
   * only when no access token is issued, and Zitadel keeps to that in the code flow.
   */
  async exchangeCode(callbackUrl: URL, checks: AuthorizationChecks): Promise<IssuerIdentity> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token endpoint answered without an ID token');
    const identity = identityOf(claims);
    if (identity.email || !this.metadata?.userinfo_endpoint) return identity;
    // The subject must be the ID token's: openid-client refuses another's answer.
    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, identity.subject);
    return withUserinfo(identity, userinfo);
  }

  /**
   * Checks an ID token someone presents (the old open calls): signed by one of the issuer's published
   * keys, issued by it, for this client, unexpired. Throws otherwise.
   */
  async verifyIdToken(idToken: string): Promise<IssuerIdentity> {
    const metadata = (await this.discover()).serverMetadata();
    const jwksUri = metadata.jwks_uri;
    if (!jwksUri) throw new Error('the issuer publishes no keys');
    this.keys ??= createRemoteJWKSet(new URL(jwksUri), {
      [joseCustomFetch]: (url: string, options: RequestInit) => this.recordedFetch(url, options),
      timeoutDuration: TIMEOUT_SECONDS * 1000,
    });
    const { payload } = await jwtVerify(idToken, this.keys, {
      // As the tokens spell it, which OIDC_ISSUER may not (a trailing slash).
      issuer: metadata.issuer,
      audience: this.settings.clientId,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return identityOf(payload);
  }

  /**
   * The issuer's metadata, fetched once; a failed discovery is tried again by the next sign-in. An
   * OIDC_ISSUER that differs from the document's issuer only by a trailing slash is read as the
   * document spells it (one more discovery): both spellings are in use and easily typed wrong.
   */
  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const configured = this.settings.issuer;
      this.configuration = this.discoverAt(configured)
        .catch((error: unknown) => {
          const discovered = issuerDiffersBySlash(error, configured);
          if (discovered === null) throw error;
          return this.discoverAt(discovered);
        })
        .then((configuration) => {
          // openid-client trusts TLS for the token endpoint's ID token by default; a local http issuer
          // has no TLS, and a signature check costs one cached key fetch: check signatures always.
          client.enableNonRepudiationChecks(configuration);
          this.metadata = configuration.serverMetadata();
          configuration.timeout = TIMEOUT_SECONDS;
          return configuration;
        })
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  private discoverAt(issuer: string): Promise<client.Configuration> {
    const { clientId, clientSecret, allowInsecure } = this.settings;
    return client.discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
      [client.customFetch]: (url, options) => this.recordedFetch(url, options),
      timeout: TIMEOUT_SECONDS,
      ...(allowInsecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
  }

  private async recordedFetch(url: string, options: RequestInit): Promise<Response> {
    const started = performance.now();
    const record = (httpStatus: number | null, message: string | null) =>
      this.apiLog.record({
        service: 'oidc',
        operation: operationOf(url, this.metadata),
        status: message === null ? 'ok' : 'error',
        httpStatus,
        durationMs: Math.round(performance.now() - started),
        message,
      });
    try {
      const response = await fetch(url, options);
      record(response.status, response.ok ? null : await oauthErrorOf(response));
      return response;
    } catch (error) {
      record(null, error instanceof Error ? error.name : 'request failed');
      throw error;
    }
  }
}

/** The OAuth error code of a refused call (`invalid_grant` …), never its description or the request. */
async function oauthErrorOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.clone().json();
    const code = (body as { error?: unknown }).error;
    if (typeof code === 'string' && /^[\w.-]{1,64}$/.test(code)) return code;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${response.status}`;
}
