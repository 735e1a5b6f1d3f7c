import {
  codeParams,
  loginRequest,
  loginResponse,
  messageResponse,
  refreshQuery,
  refreshResponse,
  resetPasswordRequest,
  setPasswordRequest,
  signupRequest,
  userResponse,
} from '@boardhouse/shared/auth';
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

  api.get(
    '/refresh',
    {
      // A GET that changes state (it spends the token), so the audit log records it too.
      config: { access: 'open', audited: true, auditEntity: 'session', errors: [401] },
      schema: {
        tags,
        summary: 'Rotate the refresh token',
        querystring: refreshQuery,
        response: { 200: refreshResponse },
      },
    },
    (request) => auth.refresh(request.query.refreshToken),
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
      config: limited,
      schema: {
        tags,
        summary: 'Accept a team invitation and choose a password',
        params: codeParams,
        body: setPasswordRequest,
        response: { 200: userResponse },
      },
    },
    async (request) =>
      publicUser(await auth.setPasswordWithCode(request.params.code, request.body.password, ['invitation'])),
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

  // The original product exposed these two without proof of identity (one even returned the password).
  // They stay registered so old clients get a clear answer, but refuse until social sign-in replaces them.
  for (const url of ['/rest/open/getuserbyemailId', '/rest/open/set-default-password']) {
    api.post(
      url,
      {
        config: { access: 'open', errors: [403] },
        schema: { tags, summary: 'Refused: needs social sign-in (not available yet)' },
      },
      async () => {
        throw new AppError(
          'AUTH.NOT_AVAILABLE',
          'This call is not available: sign in with your username and password.',
        );
      },
    );
  }
}
