import { z } from 'zod';
import { recordId } from '../fields.ts';

/** POST /rest/hubspot/createContact (the seed's path): push a customer's contact to HubSpot now. */

export const hubspotCreateContactRequest = z
  .object({
    userId: recordId('Customer')
      .optional()
      .describe('Staff only: the customer whose contact is pushed; without it, the caller’s own'),
  })
  .nullish();
export type HubspotCreateContactRequest = z.infer<typeof hubspotCreateContactRequest>;

export const hubspotCreateContactResponse = z.object({
  contactId: z.string().describe('The contact’s id in HubSpot (the same on every call for one customer)'),
});
export type HubspotCreateContactResponse = z.infer<typeof hubspotCreateContactResponse>;
