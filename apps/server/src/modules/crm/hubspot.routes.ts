import {
  hubspotCreateContactRequest,
  hubspotCreateContactResponse,
} from '@boardhouse/shared/integrations/hubspot-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { CrmContactsService } from './crm-contacts.service.ts';

const tags = ['integrations'];

/** The seed's HubSpot call (its /rest/hubspot/markMessageAsUnread belongs to the messages). */
export function registerHubSpotRoutes(app: FastifyInstance, crm: CrmContactsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/hubspot/createContact',
    {
      config: { access: 'user', errors: [404, 502, 503] },
      schema: {
        tags,
        summary: 'Push a customer’s contact to HubSpot now and answer its HubSpot id',
        description:
          'Pushes the caller’s own contact (e-mail, first and last name, company, phone) to HubSpot’s CRM; staff may name another customer with `userId` (a customer naming anyone else, and staff naming an unknown or staff account, get 404). Idempotent: HubSpot keeps one contact per address, so calling again answers the same `contactId`. Contacts are also pushed on their own when a sign-up is confirmed. 404 `CRM.NOT_CONFIGURED` without HUBSPOT_TOKEN; 503 `CRM.UNAVAILABLE` when HubSpot does not answer (the push stays queued and is retried); 502 `CRM.REFUSED` when HubSpot refuses the contact, with its reason.',
        body: hubspotCreateContactRequest,
        response: { 200: hubspotCreateContactResponse },
      },
    },
    async (request) => crm.createContact(requireCaller(request), request.body?.userId),
  );
}
