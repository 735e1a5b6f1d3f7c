import {
  resubmitFilesRequest,
  resubmitFilesResponse,
  revisionFileQuery,
  reworkStateResponse,
} from '@boardhouse/shared/orders/order-rework-api';
import { projectKeyParams } from '@boardhouse/shared/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { OrderReworkService } from './order-rework.service.ts';

/** 409: review does not ask for changes, nothing changed, or the order is cancelled or in production. */
const user = { access: 'user' as const, errors: [409] as const };
const staff = { access: 'admin' as const };

/** Rework after review: corrected files of an ordered project go back to staff's review. */
export function registerOrderReworkRoutes(app: FastifyInstance, rework: OrderReworkService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/project/:id/rework',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Whether the project’s order asks for corrected files, and what was uploaded since',
        description:
          'Owner and team see their order; someone with a share sees no order. isOpen: the Gerber, BOM and placement uploads take new files now.',
        params: projectKeyParams,
        response: { 200: reworkStateResponse },
      },
    },
    async (request) => rework.state(requireCaller(request), request.params.id),
  );

  api.post(
    '/rest/order/resubmit-files',
    {
      config: user,
      schema: {
        tags: ['orders'],
        summary: 'Sends the corrected files back to review as a new revision of the order',
        description:
          'Owner or team member allowed to order, while review says CHANGES_NEEDED. The order keeps the previous files, names the new ones, is priced again (on a paid order the difference to collect or refund is recorded), and staff are told.',
        body: resubmitFilesRequest,
        response: { 200: resubmitFilesResponse },
      },
    },
    async (request) => rework.resubmit(requireCaller(request), request.body),
  );

  api.get(
    '/rest/order/revision-file',
    {
      config: staff,
      schema: {
        tags: ['back office'],
        summary: 'One file of one revision of an order (1 = as ordered); Gerbers as a zip',
        querystring: revisionFileQuery,
        response: {
          200: fileResponse('The file as it was sent', [
            'application/zip',
            'text/csv',
            'text/tab-separated-values',
            'text/plain',
            'application/vnd.ms-excel',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'application/vnd.oasis.opendocument.spreadsheet',
            'application/octet-stream',
          ]),
        },
      },
    },
    async (request, reply) => sendAttachment(reply, await rework.revisionFile(request.query)),
  );
}
