import {
  accountByEmailResponse,
  idTokenProofRequest,
  linkedIdentitiesResponse,
  linkedIdentityParams,
  oidcExchangeRequest,
  oidcExchangeResponse,
  oidcLinkRequest,
  oidcLinkResponse,
  oidcProvidersResponse,
  oidcStartQuery,
  setDefaultPasswordResponse,
} from '@boardhouse/shared/oidc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import { BROWSER_COOKIE, COOKIE_PATH, LINK_COOKIE, type OidcService } from './oidc.service.ts';

const tags = ['auth'];
const redirect = (description: string) => z.null().describe(description);
/** What the issuer sends back (RFC 6749 4.1.2, RFC 9207's iss); anything else is ignored. */
const callbackQuery = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** One cookie of the request, by name (no cookie plugin: these routes are the only ones that use any). */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** HttpOnly, sent back only to /auth/oidc, and on a top-level return from the issuer (Lax). */
function setCookie(reply: FastifyReply, name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  const attributes = [
    `${name}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const cookies = previous === undefined ? [] : [previous].flat().map(String);
  reply.header('set-cookie', [...cookies, attributes.join('; ')]);
}

/**
 * Social sign-in through the OpenID Connect issuer: start, the issuer's return, the one-time code's
 * exchange, linking from My Profile, and the two open calls of the original product, which now want
 * the issuer's ID token as proof.
 */
export function registerOidcRoutes(
  app: FastifyInstance,
  oidc: OidcService,
  rateLimitPerMinute: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { access: 'open' as const, rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  // Secure cookies on an https server; a local http one (development, tests) could not send them back.
  const isSecure = oidc.publicUrlIsHttps;

  api.get(
    '/auth/oidc/providers',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'The social sign-in providers offered (empty: social sign-in is not configured)',
        response: { 200: oidcProvidersResponse },
      },
    },
    async () => ({ providers: oidc.providers() }),
  );

  api.get(
    '/auth/oidc/start',
    {
      config: { ...limited, errors: [404] },
      schema: {
        tags,
        summary: 'Start a social sign-in: redirects to the identity provider',
        description:
          'Answers 302 to the issuer’s authorization endpoint (response_type=code, client_id, redirect_uri={PUBLIC_URL}/auth/oidc/callback, scope openid email profile, state, nonce, PKCE S256 and the provider hint parameter) and sets an HttpOnly cookie binding the sign-in to this browser. `link` (from POST /rest/account/oidc/link) links the provider to the signed-in account instead. 404 when social sign-in or that provider is not configured.',
        querystring: oidcStartQuery,
        response: { 302: redirect('To the identity provider (or, for a refused link ticket, to #/profile)') },
      },
    },
    async (request, reply) => {
      const { provider, link } = request.query;
      const started = await oidc.start(
        provider,
        link === undefined ? null : { ticket: link, browserValue: cookieOf(request, LINK_COOKIE) },
      );
      if (started.browserValue) setCookie(reply, BROWSER_COOKIE, started.browserValue, 600, isSecure);
      if (link !== undefined) setCookie(reply, LINK_COOKIE, '', 0, isSecure);
      return reply.redirect(started.location, 302);
    },
  );

  api.get(
    '/auth/oidc/callback',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Where the identity provider sends the browser back',
        description:
          'Checks the state (single use, same browser), exchanges the code with the PKCE verifier and validates the ID token (issuer, audience, nonce, signature, expiry). Redirects to {PUBLIC_URL}/#/oidc/{one-time code} (60 s, single use; exchange it with POST /auth/oidc/exchange), or to #/login?socialError=failed|unverified-email (#/profile?linked=… or ?socialError=… when linking). An ID token without an address has it read from userinfo. An existing account is joined by e-mail only when the provider verified the address (email_verified true or "true").',
        querystring: callbackQuery,
        response: { 302: redirect('To #/oidc/{code}, #/login?socialError=…, or #/profile when linking') },
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const location = await oidc.callback(query, request.query, cookieOf(request, BROWSER_COOKIE));
      setCookie(reply, BROWSER_COOKIE, '', 0, isSecure);
      return reply.redirect(location, 302);
    },
  );

  api.post(
    '/auth/oidc/exchange',
    {
      config: { ...limited, errors: [401, 403] },
      schema: {
        tags,
        summary: 'Exchange a social sign-in’s one-time code for a session',
        description:
          'The same answer as POST /auth/login, with newAccount true when the sign-in created the account. The code works once, within 60 seconds (401 otherwise); 403 for a disabled account.',
        body: oidcExchangeRequest,
        response: { 200: oidcExchangeResponse },
      },
    },
    (request) => oidc.exchange(request.body.code),
  );

  api.post(
    '/rest/account/oidc/link',
    {
      config: { access: 'user', errors: [404] },
      schema: {
        tags: ['accounts'],
        summary: 'The address that links a social provider to my account',
        description:
          'Answers the /auth/oidc/start address with a sealed ticket (5 minutes), and sets a cookie the start checks: the address works only in this browser. After the provider’s sign-in the browser lands on #/profile?linked={provider}, or ?socialError=linked-elsewhere when that identity already signs another account in.',
        body: oidcLinkRequest,
        response: { 200: oidcLinkResponse },
      },
    },
    async (request, reply) => {
      const { url, browserValue } = oidc.createLinkUrl(requireCaller(request).userId, request.body.provider);
      setCookie(reply, LINK_COOKIE, browserValue, 300, isSecure);
      return { url };
    },
  );

  api.get(
    '/rest/account/identities',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The social sign-ins linked to my account',
        response: { 200: linkedIdentitiesResponse },
      },
    },
    (request) => oidc.listIdentities(requireCaller(request).userId),
  );

  api.delete(
    '/rest/account/identities/:id',
    {
      config: { access: 'user', errors: [404, 409] },
      schema: {
        tags: ['accounts'],
        summary: 'Unlink one of my social sign-ins',
        description: '409 when it is the last way into an account without a password.',
        params: linkedIdentityParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await oidc.unlink(requireCaller(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  const proofDescription =
    'Kept for clients of the original product, which called it without any proof (and got the password back). ' +
    'Now the body must carry an ID token of the configured OpenID Connect issuer (signature checked against its published keys, issuer, audience = this client, unexpired) ' +
    'whose email equals the body’s email and whose email_verified is true (or the string "true", any case); otherwise 401. 404 when no account has the address, or when social sign-in is not configured; 503 when the issuer’s keys cannot be fetched.';

  api.post(
    '/rest/open/getuserbyemailId',
    {
      config: { ...limited, errors: [401, 404, 503] },
      schema: {
        tags,
        summary: 'The account of an e-mail address, for the holder of an ID token for it (old clients)',
        description: `${proofDescription} Answers the account’s id, username, email, names, source and whether it has a password; never the password or its hash.`,
        body: idTokenProofRequest,
        response: { 200: accountByEmailResponse },
      },
    },
    (request) => oidc.findAccountByIdToken(request.body.email, request.body.idToken),
  );

  api.post(
    '/rest/open/set-default-password',
    {
      config: { ...limited, errors: [401, 404, 503] },
      schema: {
        tags,
        summary: 'Sets no password (old clients): a social account signs in through its provider',
        description: `${proofDescription} It never sets a password: a default password would be one the caller knows. It answers { validation: true, message } saying so; a password can be chosen with the reset link.`,
        body: idTokenProofRequest,
        response: { 200: setDefaultPasswordResponse },
      },
    },
    async (request) => ({
      validation: true as const,
      message: await oidc.confirmDefaultPassword(request.body.email, request.body.idToken),
    }),
  );
}
