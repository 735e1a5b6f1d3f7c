import {
  gecAssociateEmailRequest,
  gecClientIdResponse,
  gecOrderIdRequest,
  gecOrderInfoResponse,
  gecOrderStatus,
  gecUpdateClientIdRequest,
  gecUpdateJsonRequest,
} from '@boardhouse/shared/integrations/gec-api';
import { orderParams } from '@boardhouse/shared/orders/orders-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { GecService } from './gec.service.ts';

const tags = ['integrations'];
const NOT_CONFIGURED = '503 `GEC.NOT_CONFIGURED` when GEC_URL and GEC_TOKEN are not set.';
const OUTSIDE_ERRORS =
  '502 `GEC.REFUSED` when the system refuses (its message says why); 503 `GEC.UNAVAILABLE` when it does not answer.';

/** The seed's calls of the client-order system ("GEC"), staff only, and the staff page's status. */
export function registerGecRoutes(app: FastifyInstance, gec: GecService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/gec/send-order',
    {
      config: { access: 'admin', errors: [404, 409, 502, 503] },
      schema: {
        tags,
        summary: 'Send a paid order to the client-order system',
        description: `The first call generates the order document (kept as version 1) and sends it as \`POST {GEC_URL}/orders\`, keeping the system's \`gecOrderId\` and the customer's \`clientId\` (stored on the customer when they had none). Calling again sends nothing unless staff edited the document since (POST /rest/gec/update-json): the edit is then sent as \`PUT {GEC_URL}/orders/{gecOrderId}\`. Two calls at once send once. Only paid orders: 409 \`GEC.NOT_ALLOWED\` names the order's status. A failed send leaves the state \`failed\` with the system's message. ${NOT_CONFIGURED} ${OUTSIDE_ERRORS}`,
        body: gecOrderIdRequest,
        response: { 200: gecOrderStatus },
      },
    },
    async (request) => gec.send(request.body.orderId),
  );

  api.post(
    '/rest/gec/update-json',
    {
      config: { access: 'admin', errors: [404, 409] },
      schema: {
        tags,
        summary: 'Replace a paid order’s document for the client-order system (kept with history)',
        description:
          'Validates `json` (the whole document, as an object or its JSON text) against the order document schema (docs/gec-order-document.schema.json): 400 names each field as `json.<path>`, and the `orderKey` must be the order’s. Stores it as the next version with the staff member who made it; the next send-order sends it. Saving the current document unchanged makes no version.',
        body: gecUpdateJsonRequest,
        response: { 200: gecOrderStatus },
      },
    },
    async (request) => gec.updateJson(requireCaller(request), request.body.orderId, request.body.json),
  );

  api.post(
    '/rest/gec/get-order-info',
    {
      config: { access: 'admin', audited: false, errors: [404, 409, 502, 503] },
      schema: {
        tags,
        summary: 'What the client-order system holds of an order, in its own words',
        description: `Answers the system's \`GET {GEC_URL}/orders/{gecOrderId}\` as it is, under \`info\`. 409 \`GEC.NOT_ALLOWED\` when the order was not sent yet. ${NOT_CONFIGURED} ${OUTSIDE_ERRORS}`,
        body: gecOrderIdRequest,
        response: { 200: gecOrderInfoResponse },
      },
    },
    async (request) => gec.info(request.body.orderId),
  );

  api.post(
    '/rest/gec/update-gec-clientId',
    {
      config: { access: 'admin', errors: [404] },
      schema: {
        tags,
        summary: 'Set (or clear, with null) the customer’s client id in the client-order system',
        description:
          'The id goes into the documents generated from then on, and into a new version of each of the customer’s documents the system does not hold yet (never sent, or refused); orders the system holds keep the client id it filed them under (edit those with update-json). 404 for an unknown or deleted account.',
        body: gecUpdateClientIdRequest,
        response: { 200: gecClientIdResponse },
      },
    },
    async (request) => gec.setClientId(request.body.userId, request.body.gecClientId),
  );

  api.post(
    '/rest/gec/update-associated-emailId-to-gec-client-id',
    {
      config: { access: 'admin', errors: [404] },
      schema: {
        tags,
        summary: 'Set the client id of the account with this e-mail address',
        description:
          'Matches the address in any case; 404 when no live account has it. The id reaches the customer’s documents as with update-gec-clientId.',
        body: gecAssociateEmailRequest,
        response: { 200: gecClientIdResponse },
      },
    },
    async (request) => gec.associateEmail(request.body.email, request.body.gecClientId),
  );

  api.get(
    '/rest/admin/orders/:orderId/order-system',
    {
      config: { access: 'admin', audited: false },
      schema: {
        tags,
        summary: 'Where an order stands with the client-order system (the staff order page)',
        description:
          'The state (`not-created`, `draft`, `sent`, `failed`), the ids, the versions, the current document with its history. Before anything is stored, `document` is what send-order would send now. `configured` is false when GEC_URL / GEC_TOKEN are not set.',
        params: orderParams,
        response: { 200: gecOrderStatus },
      },
    },
    async (request) => gec.status(request.params.orderId),
  );
}
