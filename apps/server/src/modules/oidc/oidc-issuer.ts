import { createRemoteJWKSet, type JWTPayload, customFetch as joseCustomFetch, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import { type ApiCallRecorder, NO_API_LOG } from '../../integrations/api-log/api-call-recorder.ts';

/** How long one call to the issuer may take (discovery, token, keys). */
const TIMEOUT_SECONDS = 10;

/** What the product reads of a validated ID token. */
export interface IssuerIdentity {
  subject: string;
  email: string | null;
  /** Only a literal `true` counts: a missing or string claim is not a verified address. */
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

function identityOf(claims: JWTPayload | client.IDToken): IssuerIdentity {
  const subject = text(claims.sub);
  if (!subject) throw new Error('ID token without a subject');
  return {
    subject,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
    locale: text(claims.locale),
  };
}

/** Names an issuer call in the API log by the endpoint it went to. */
function operationOf(url: string, metadata: client.ServerMetadata | null): string {
  if (url.includes('/.well-known/')) return 'discovery';
  if (metadata?.token_endpoint && url.startsWith(metadata.token_endpoint)) return 'token';
  if (metadata?.jwks_uri && url.startsWith(metadata.jwks_uri)) return 'jwks';
  return 'request';
}

/**
 * The production adapter of the OpenID Connect issuer, through the maintained openid-client library:
 * discovery, the authorization address, the code exchange (which validates the ID token: issuer,
 * audience, nonce, signature, expiry) and the check of an ID token a client presents. Every HTTP call
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

  get issuer(): string {
    return this.settings.issuer;
  }

  /** The authorization endpoint's address with these parameters. */
  async authorizationUrl(parameters: Record<string, string>): Promise<URL> {
    return client.buildAuthorizationUrl(await this.discover(), parameters);
  }

  /** Exchanges the callback's code (client_secret_basic, PKCE) and validates the ID token it brings. */
  async exchangeCode(callbackUrl: URL, checks: AuthorizationChecks): Promise<IssuerIdentity> {
    const tokens = await client.authorizationCodeGrant(await this.discover(), callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token endpoint answered without an ID token');
    return identityOf(claims);
  }

  /**
   * Checks an ID token someone presents (the old open calls): signed by one of the issuer's published
   * keys, issued by it, for this client, unexpired. Throws otherwise.
   */
  async verifyIdToken(idToken: string): Promise<IssuerIdentity> {
    await this.discover();
    const jwksUri = this.metadata?.jwks_uri;
    if (!jwksUri) throw new Error('the issuer publishes no keys');
    this.keys ??= createRemoteJWKSet(new URL(jwksUri), {
      [joseCustomFetch]: (url: string, options: RequestInit) => this.recordedFetch(url, options),
      timeoutDuration: TIMEOUT_SECONDS * 1000,
    });
    const { payload } = await jwtVerify(idToken, this.keys, {
      issuer: this.settings.issuer,
      audience: this.settings.clientId,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return identityOf(payload);
  }

  /** The issuer's metadata, fetched once; a failed discovery is tried again by the next sign-in. */
  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret, allowInsecure } = this.settings;
      this.configuration = client
        .discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
          [client.customFetch]: (url, options) => this.recordedFetch(url, options),
          timeout: TIMEOUT_SECONDS,
          ...(allowInsecure ? { execute: [client.allowInsecureRequests] } : {}),
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
