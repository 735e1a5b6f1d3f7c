import { accountDeletionRequest } from '@boardhouse/shared/accounts/account-self-service-api';
import { messageResponse } from '@boardhouse/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import type { AccountExportService } from './account-export.service.ts';

const tags = ['accounts'];
/** An export reads every table the account has rows in: a person needs one now and then, not a stream. */
export const ACCOUNT_EXPORTS_PER_MINUTE = 5;
const perCaller = (request: FastifyRequest) => String(request.auth?.userId ?? request.ip);

/** The customer's own account as a whole: "Download my data" and "Delete account". */
export function registerAccountSelfServiceRoutes(
  app: FastifyInstance,
  services: { exports: AccountExportService; deletion: AccountDeletionService },
  passwordAttemptsPerMinute: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/account/export',
    {
      config: {
        access: 'user',
        rateLimit: { max: ACCOUNT_EXPORTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perCaller },
      },
      schema: {
        tags,
        summary: 'Download my data: everything held about my account, as a JSON file (attachment)',
        description:
          'Profile, billing details, shipping addresses, team membership, own projects (BOM lines, PCB spec, file names), own orders (status history, totals, invoice numbers, document names), messages written, sign-ins and the account’s audit entries. Never a password hash, token or code.',
        response: { 200: fileResponse('The account’s data', ['application/json']) },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await services.exports.export(requireCaller(request).userId)),
  );

  api.post(
    '/rest/account/delete',
    {
      config: {
        access: 'user',
        errors: [409],
        // It takes the password: limited like sign-in so it cannot be used to guess it.
        rateLimit: { max: passwordAttemptsPerMinute, timeWindow: '1 minute', keyGenerator: perCaller },
      },
      schema: {
        tags,
        summary: 'Delete my account (asks for the password and the word DELETE)',
        description:
          'Removes the personal data, addresses, unordered projects, shares, invitations and sign-ins, and closes the account; orders and invoices are kept with their billing snapshot. 400 (field password) for a wrong password; 403 for staff accounts; 409 ACCOUNT.DELETION_BLOCKED while orders are open, money is unsettled or the team still has members.',
        body: accountDeletionRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await services.deletion.delete(requireCaller(request).userId, request.body, {
        route: request.routeOptions.url ?? '/rest/account/delete',
        ipAddress: request.ip,
        requestId: request.id,
      });
      return { message: 'Your account has been deleted.' };
    },
  );
}
