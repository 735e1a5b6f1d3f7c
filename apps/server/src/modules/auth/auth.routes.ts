import {
  codeParams,
  loginRequest,
  loginResponse,
  messageResponse,
  REFRESH_TOKEN_HEADER,
  refreshHeaders,
  refreshQuery,
  refreshRequest,
  refreshResponse,
  resetPasswordRequest,
  setPasswordRequest,
  signupRequest,
  userResponse,
} from '@boardhouse/shared/auth';
import { formatMessage } from '@boardhouse/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];
const publicUser = (user: UserRow) => ({
  user: {
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
  },
});

/** The seed's "Auth and accounts" calls, with their original methods and paths. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  rateLimitPerMinute: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { access: 'open' as const, rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  api.post(
    '/auth/login',
    {
      config: { ...limited, errors: [401, 403] },
      schema: {
        tags,
        summary: 'Sign in with username or e-mail',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    (request) => auth.login(request.body.username, request.body.password),
  );

  /** The header first, then the body, then the query string that only old clients still use. */
  const refreshTokenOf = (
    headers: { [REFRESH_TOKEN_HEADER]?: string | undefined },
    ...others: ({ refreshToken?: string | undefined } | null | undefined)[]
  ) => {
    const token = headers[REFRESH_TOKEN_HEADER] ?? others.find((place) => place?.refreshToken)?.refreshToken;
    if (!token)
      throw AppError.validation({ refreshToken: formatMessage('required', { name: 'Refresh token' }) });
    return token;
  };
  // A refused refresh (a spent or stolen token) is kept in the audit log, the GET's too; a successful one
  // is the session going on by itself and would flood the history staff read.
  const refreshConfig = {
    access: 'open',
    audited: 'failures',
    auditEntity: 'session',
    errors: [401],
  } as const;

  api.post(
    '/refresh',
    {
      config: refreshConfig,
      schema: {
        tags,
        summary: `Rotate the refresh token, sent in the ${REFRESH_TOKEN_HEADER} header or the body`,
        headers: refreshHeaders,
        // A POST that carries the token in the header has no body at all.
        body: refreshRequest.nullish(),
        response: { 200: refreshResponse },
      },
    },
    (request) => auth.refresh(refreshTokenOf(request.headers, request.body)),
  );

  // The seed's call, kept for old clients; the query string form leaks the token into proxy logs.
  api.get(
    '/refresh',
    {
      config: refreshConfig,
      schema: {
        tags,
        summary: `Rotate the refresh token (prefer POST; the ${REFRESH_TOKEN_HEADER} header works here too)`,
        headers: refreshHeaders,
        querystring: refreshQuery,
        response: { 200: refreshResponse },
      },
    },
    (request) => auth.refresh(refreshTokenOf(request.headers, request.query)),
  );

  api.route({
    method: 'OPTIONS',
    url: '/logout',
    config: { access: 'user', audited: true, auditEntity: 'session' },
    schema: {
      response: { 204: noContent },
      tags,
      summary: 'End this sign-in: revokes its refresh tokens and access token',
    },
    handler: async (request, reply) => {
      await auth.logout(requireCaller(request));
      return reply.code(204).send(null);
    },
  });

  api.post(
    '/rest/open/signup',
    {
      config: { ...limited, errors: [409] },
      schema: {
        tags,
        summary: 'Create an unconfirmed customer account and e-mail a confirmation link',
        description:
          'companyName, country and vatNumber also become the billing details (GET /rest/account/billing). country is a code of the billing list or its exact name (400, field country, otherwise); an EU VAT number whose format or check digits fail is refused (400, field vatNumber) and is checked with VIES after the account exists.',
        body: signupRequest,
        response: { 201: z.object({ validation: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await auth.signup(request.body);
      return reply.code(201).send({
        validation: true as const,
        message:
          'Your account has been created. Please confirm it with the link we sent to your e-mail address.',
      });
    },
  );

  api.post(
    '/rest/open/registration/:code',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'Confirm a sign-up with the e-mailed code',
        params: codeParams,
        response: { 200: userResponse },
      },
    },
    async (request) => publicUser(await auth.confirmRegistration(request.params.code)),
  );

  api.post(
    '/rest/open/welcome/:code',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a password with an e-mailed code (reset, or an account created for you)',
        params: codeParams,
        body: setPasswordRequest,
        response: { 200: userResponse },
      },
    },
    async (request) =>
      publicUser(
        await auth.setPasswordWithCode(request.params.code, request.body.password, [
          'set-password',
          'reset-password',
        ]),
      ),
  );

  api.post(
    '/rest/open/accept-user-invitation/:code',
    {
      config: { ...limited, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Accept a team invitation: a new person chooses a password, an account holder gives theirs',
        description:
          'With no account for the invited address, the password is the new account’s, created in the team. ' +
          'With one, it must be that account’s password (400 AUTH.WRONG_PASSWORD, field password), and the ' +
          'account joins the team; staff (403), another team’s member or the owner of a team with members (409) cannot.',
        params: codeParams,
        body: setPasswordRequest,
        response: { 200: userResponse },
      },
    },
    async (request) =>
      publicUser(await auth.acceptTeamInvitation(request.params.code, request.body.password)),
  );

  api.post(
    '/rest/open/reset-my-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a one-time password reset link (same answer whether or not the account exists)',
        body: resetPasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      auth.requestPasswordReset(request.body.username);
      return {
        message: 'If an account exists for this name or address, we have sent a link to reset its password.',
      };
    },
  );
  // POST /rest/open/getuserbyemailId and /rest/open/set-default-password: modules/oidc/oidc.routes.ts.
}
