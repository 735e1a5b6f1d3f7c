import { codeParams, emailChangeRequest, messageResponse, userResponse } from '@boardhouse/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { EmailChangeService } from './email-change.service.ts';

const tags = ['accounts'];

/** Changing the account's e-mail address: asked for while signed in, confirmed from the mailed link. */
export function registerEmailChangeRoutes(
  app: FastifyInstance,
  emailChange: EmailChangeService,
  rateLimitPerMinute: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Both calls take a secret (a password, a code): limited like sign-in so neither can be guessed.
  const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };

  api.post(
    '/rest/account/email-change',
    {
      config: { access: 'user', rateLimit, errors: [409] },
      schema: {
        tags,
        summary:
          'Ask to change my e-mail address: mails a confirmation link to the new address and tells the old one',
        body: emailChangeRequest,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      const { newEmail, currentPassword } = request.body;
      await emailChange.request(requireCaller(request).userId, newEmail, currentPassword);
      return reply.code(202).send({
        message: `We sent a link to ${newEmail}. Your address changes once you follow it.`,
      });
    },
  );

  api.post(
    '/rest/open/confirm-email/:code',
    {
      config: { access: 'open', rateLimit, errors: [409] },
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the mailed code; it replaces the old address',
        params: codeParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await emailChange.confirm(request.params.code);
      const { id, username, firstname, lastname, email } = user;
      return { user: { id, username, firstname, lastname, email } };
    },
  );
}
