/// <reference path="./oidc-provider.d.ts" />
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import Provider, { type OidcContext } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` library) on 127.0.0.1, standing in for the broker
 * (Keycloak, Auth0 …) in tests, browser tests and `npm run dev:idp`. It speaks the whole protocol:
 * discovery, authorize with PKCE, its own development sign-in form (type a test user's login, any
 * password), the token endpoint with client_secret_basic, and its signing keys. The hint parameter
 * (kc_idp_hint …) is accepted. `misbehave` makes its token endpoint hand out an ID token (or its
 * userinfo endpoint an answer) that a correct client must refuse. Real issuers differ in ways the app
 * must bear, so a test user may keep its address out of the ID token (Zitadel's code flow) or send
 * email_verified as a string (JumpCloud, Cognito, Apple), and the issuer may carry a path (Keycloak's
 * …/realms/x) or end in a slash (Auth0's https://tenant.auth0.com/).
 */

/** What a test user's ID token says (sub is the login). */
export interface TestUserClaims {
  email: string;
  /** A boolean, or a string ("true") as some issuers send it. */
  email_verified: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
  locale?: string;
  /** Only sub in the ID token; address and profile come from userinfo alone (Zitadel's code flow). */
  userinfoOnly?: boolean;
}

/** An ID token the token endpoint hands out altered so that a client must refuse it. */
type IdTokenFault = 'wrong-nonce' | 'expired' | 'foreign-key';
/** As issued (null), a refusable ID token, or a userinfo answer about another subject. */
export type Misbehaviour = IdTokenFault | 'userinfo-other-subject' | null;

export interface LocalIdentityProviderOptions {
  /** Default: a free port. */
  port?: number;
  host?: string;
  /** The issuer's path after host and port: '' (default), '/' (as Auth0's), '/realms/x' (as Keycloak's). */
  issuerPath?: string;
  clientId?: string;
  clientSecret?: string;
  /** The callback addresses of the app(s) using it ({PUBLIC_URL}/auth/oidc/callback). */
  redirectUris: string[];
  hintParam?: string;
  /** Replaces the default test users. */
  users?: Record<string, TestUserClaims>;
}

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The server's OIDC_* variables for this provider. */
  env(): Record<string, string>;
  /** Test users by login (the sign-in form's login is the ID token's sub); add more at will. */
  users: Map<string, TestUserClaims>;
  misbehave(mode: Misbehaviour): void;
  /** The hint parameter values of the authorization requests received, in order. */
  hints: string[];
  /** Every ID token the token endpoint handed out (as sent), in order. */
  idTokens: string[];
  /** An ID token signed with the provider's own key, for this client, valid for 10 minutes. */
  issueIdToken(login: string, overrides?: JWTPayload): Promise<string>;
  /** The same token signed with a key the provider never published. */
  issueForeignIdToken(login: string, overrides?: JWTPayload): Promise<string>;
  stop(): Promise<void>;
}

/** The default test users: their logins are what one types in the sign-in form. */
export const TEST_USERS: Record<string, TestUserClaims> = {
  /** New to the app, Google-verified address. */
  newcomer: {
    email: 'nora.newcomer@gmail.test',
    email_verified: true,
    given_name: 'Nora',
    family_name: 'Newcomer',
    name: 'Nora Newcomer',
    locale: 'de-DE',
  },
  /** Signs in again and again. */
  returning: {
    email: 'rex.returning@gmail.test',
    email_verified: true,
    given_name: 'Rex',
    family_name: 'Returning',
    locale: 'en',
  },
  /** Has a password account with this address already; the provider verified it. */
  existing: {
    email: 'erin.existing@example.test',
    email_verified: true,
    given_name: 'Erin',
    family_name: 'Existing',
  },
  /** The provider did not verify this address (an existing account has it too). */
  unverified: {
    email: 'uma.unverified@example.test',
    email_verified: false,
    name: 'Uma Unverified',
  },
};

const SIGNING_ALG = 'RS256';

async function signingKey(): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { privateKey, jwk: { ...jwk, kid: randomBytes(8).toString('hex'), alg: SIGNING_ALG, use: 'sig' } };
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

export async function startLocalIdentityProvider(
  options: LocalIdentityProviderOptions,
): Promise<LocalIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'boardhouse';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const hintParam = options.hintParam ?? 'kc_idp_hint';
  const users = new Map(Object.entries(options.users ?? TEST_USERS));
  const hints: string[] = [];
  const idTokens: string[] = [];
  const own = await signingKey();
  const foreign = await signingKey();
  let misbehaviour: Misbehaviour = null;

  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  const port = await listen(server, options.port ?? 0, host);
  const issuerPath = options.issuerPath ?? '';
  const issuer = `http://${host}:${port}${issuerPath}`;
  // Served below the issuer's path, as Keycloak serves a realm: what lies above it is not the provider's.
  const mountPath = issuerPath.replace(/\/$/, '');

  /** What the provider tells of a user where (`id_token` or `userinfo`): its claims, without the test's flags. */
  function claimsOf(login: string, use: string): Record<string, unknown> | undefined {
    const found = users.get(login);
    if (!found) return undefined;
    const { userinfoOnly, ...claims } = found;
    return userinfoOnly && use === 'id_token' ? { sub: login } : { ...claims, sub: login };
  }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [own.jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
    },
    // The broker puts the profile in the ID token itself, as Keycloak does; a `userinfoOnly` user's
    // claims leave it out, as Zitadel's code flow does.
    conformIdTokenClaims: false,
    extraParams: [hintParam],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    async findAccount(_ctx: unknown, login: string) {
      return users.has(login)
        ? { accountId: login, claims: (use: string) => claimsOf(login, use) ?? { sub: login } }
        : undefined;
    },
    // A first-party client: consent is implied, so the form asks only for the login.
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx: OidcContext, out: Record<string, string>) {
      ctx.body = `<!doctype html><title>Error</title><pre>${JSON.stringify(out)}</pre>`;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 200) return;
    if (ctx.path === '/me' && misbehaviour === 'userinfo-other-subject')
      ctx.body = { ...(ctx.body as object), sub: 'someone-else' };
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const fault = misbehaviour === 'userinfo-other-subject' ? null : misbehaviour;
    const idToken = fault ? await alter(body.id_token, fault) : body.id_token;
    if (fault) ctx.body = { ...body, id_token: idToken };
    idTokens.push(idToken);
  });
  const callback = provider.callback();
  handle = (request, response) => {
    const path = request.url ?? '/';
    if (mountPath) {
      if (!path.startsWith(`${mountPath}/`)) return void response.writeHead(404).end();
      // The provider finds its mount path as the part of originalUrl before url (as under Express).
      Object.assign(request, { originalUrl: path, url: path.slice(mountPath.length) });
    }
    const url = new URL(request.url ?? '/', 'http://provider');
    if (url.pathname === '/auth') {
      const hint = url.searchParams.get(hintParam);
      if (hint) hints.push(hint);
    }
    callback(request, response);
  };

  /** The token re-signed with the altered claims: by the provider's own key unless the key is the fault. */
  async function alter(idToken: string, mode: IdTokenFault): Promise<string> {
    const header = decodeProtectedHeader(idToken);
    const claims = decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    if (mode === 'wrong-nonce') claims.nonce = 'a-nonce-the-client-never-sent';
    if (mode === 'expired') Object.assign(claims, { iat: now - 3600, exp: now - 1800 });
    const key = mode === 'foreign-key' ? foreign.privateKey : own.privateKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: own.jwk.kid, ...(header.typ ? { typ: header.typ } : {}) })
      .sign(key);
  }

  /** Such a token as a client would present to the old open calls: with the address, whoever the user. */
  async function idToken(login: string, overrides: JWTPayload, key: CryptoKey): Promise<string> {
    const claims = claimsOf(login, 'userinfo');
    if (!claims) throw new Error(`no test user ${login}`);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      ...claims,
      iss: issuer,
      aud: clientId,
      iat: now,
      exp: now + 600,
      ...overrides,
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: own.jwk.kid })
      .sign(key);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: () => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_PROVIDERS: 'google,linkedin',
      OIDC_PROVIDER_HINT_PARAM: hintParam,
    }),
    users,
    hints,
    idTokens,
    misbehave: (mode) => {
      misbehaviour = mode;
    },
    issueIdToken: (login, overrides = {}) => idToken(login, overrides, own.privateKey),
    issueForeignIdToken: (login, overrides = {}) => idToken(login, overrides, foreign.privateKey),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
