import { z } from 'zod';
import { recordId, requiredText } from '../fields.ts';

/** The staff calls of the client-order system ("GEC"), with the seed's paths under /rest/gec/. */

export const gecOrderIdRequest = z.object({ orderId: recordId('Order') });

/** POST /rest/gec/update-json: the edited document, validated against gecOrderDocument. */
export const gecUpdateJsonRequest = z.object({
  orderId: recordId('Order'),
  json: z.unknown().describe('The whole order document (an object, or its JSON text)'),
});

export const gecUpdateClientIdRequest = z.object({
  userId: recordId('Customer'),
  gecClientId: requiredText('Client id', { max: 100 }).nullable(),
});

export const gecAssociateEmailRequest = z.object({
  gecClientId: requiredText('Client id', { max: 100 }),
  email: requiredText('Email', { max: 254 }),
});

/**
 * Where an order stands with the order system. `not-created`: nothing generated yet; `draft`: a
 * document exists but the system does not have it; `sent`: the system has version `sentVersion`;
 * `failed`: the last sending failed (lastError says why). `pendingEdit`: staff edited the document after
 * it was sent, so sending again updates the system's copy.
 */
export const GEC_STATES = ['not-created', 'draft', 'sent', 'failed'] as const;
export const gecOrderStatus = z.object({
  /** False when GEC_URL / GEC_TOKEN are not set: nothing can be sent. */
  configured: z.boolean(),
  orderId: z.number().int(),
  state: z.enum(GEC_STATES),
  gecOrderId: z.string().nullable(),
  gecClientId: z.string().nullable(),
  documentVersion: z.number().int().nullable(),
  sentVersion: z.number().int().nullable(),
  pendingEdit: z.boolean(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The current document (generated from the order until staff edit it). */
  document: z.unknown(),
  history: z.array(
    z.object({
      version: z.number().int(),
      editedBy: z.string().nullable().describe('Staff member’s name; null for the generated version'),
      createdAt: z.string(),
    }),
  ),
});
export type GecOrderStatus = z.infer<typeof gecOrderStatus>;

/** POST /rest/gec/get-order-info: the order system's own answer, passed through. */
export const gecOrderInfoResponse = z.object({ gecOrderId: z.string(), info: z.unknown() });
export const gecClientIdResponse = z.object({ userId: z.number().int(), gecClientId: z.string().nullable() });
