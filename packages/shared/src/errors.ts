import { z } from 'zod';

/**
 * Every error code the server can answer with, and the HTTP status each maps to.
 * The web app keys its messages on these codes, so the table lives here.
 */
export const ERROR_STATUS = {
  'AUTH.VALIDATION.INVALID_LOGIN': 401,
  'AUTH.ACCOUNT_NOT_CONFIRMED': 403,
  'AUTH.ACCOUNT_DISABLED': 403,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.TOKEN_INVALID': 401,
  'AUTH.REFRESH_INVALID': 401,
  'AUTH.FORBIDDEN': 403,
  'AUTH.CODE_INVALID': 400,
  'AUTH.NOT_AVAILABLE': 403,
  'AUTH.WRONG_PASSWORD': 400,
  'ACCOUNT.USERNAME_TAKEN': 409,
  'ACCOUNT.EMAIL_TAKEN': 409,
  /** The account cannot be deleted yet: open orders, money to settle, or team members; the message says which. */
  'ACCOUNT.DELETION_BLOCKED': 409,
  'PROJECT.READ_ONLY': 403,
  /** A team member refused by the team's permissions (SPEC.md section 6): creating projects, ordering and paying. */
  'TEAM.CREATE_PROJECTS_DENIED': 403,
  'TEAM.ORDER_AND_PAY_DENIED': 403,
  'PROJECT.LOCKED': 409,
  'CPL.NOT_FOUND': 404,
  VALIDATION: 400,
  NOT_FOUND: 404,
  'BOM.NOT_FOUND': 404,
  CONFLICT: 409,
  /** Offers need the bare board's size: a saved PCB specification. */
  'OFFER.PCB_REQUIRED': 409,
  'OFFER.EXPIRED': 409,
  'OFFER.UNAVAILABLE': 409,
  'OFFER.NOT_SELECTED': 409,
  /** Promo code refusals: no such code; outside its dates; no uses left; not for this order; used up by this customer. */
  'PROMO.UNKNOWN': 404,
  'PROMO.EXPIRED': 409,
  'PROMO.EXHAUSTED': 409,
  'PROMO.NOT_APPLICABLE': 409,
  'PROMO.ALREADY_USED': 409,
  /** The project has an order already (one order per project). */
  'ORDER.EXISTS': 409,
  /** A status change the order's state table does not allow; the message names the current state. */
  'ORDER.ILLEGAL_TRANSITION': 409,
  /** Paying an order that is paid, cancelled or otherwise not waiting for money. */
  'ORDER.NOT_PAYABLE': 409,
  /** Lines still estimated or on request: price them, or give a reason to go ahead (purchasing, production). */
  'ORDER.UNPRICED_LINES': 409,
  /** The order's manufacturing files are missing (placement file, Gerbers) and staff did not waive them. */
  'ORDER.FILES_MISSING': 409,
  /** No purchasing by API is set up for that distributor on this server. */
  'PURCHASE.NOT_CONFIGURED': 409,
  /** Nothing to buy from that distributor, or the purchase is in a state that does not allow it. */
  'PURCHASE.NOT_ALLOWED': 409,
  /** The distributor refused the purchase or could not be reached; its message says why. */
  'PURCHASE.DISTRIBUTOR_ERROR': 502,
  /** The customer may cancel only before purchasing starts; staff any time before shipping. */
  'ORDER.NOT_CANCELLABLE': 409,
  /** Nothing to refund (unpaid order, payment not found at the provider). */
  'REFUND.NOT_POSSIBLE': 409,
  /** Another refund of the order still waits for the provider's answer: resolve it first. */
  'REFUND.IN_PROGRESS': 409,
  /** The provider refused the refund; its message says why. Nothing moved. */
  'PAYMENT.REFUND_REFUSED': 502,
  /** The payment provider refused or could not be reached; nothing was charged. */
  'PAYMENT.UNAVAILABLE': 503,
  /** HubSpot is not configured (HUBSPOT_TOKEN unset): the call has nothing behind it, as an unconfigured social sign-in. */
  'CRM.NOT_CONFIGURED': 404,
  /** HubSpot did not answer or was down; the push stays in the outbox and is retried. */
  'CRM.UNAVAILABLE': 503,
  /** HubSpot refused the contact (its validation) or the server's token; its message says why. */
  'CRM.REFUSED': 502,
  /** The client-order system is not configured (GEC_URL / GEC_TOKEN unset): nothing can be sent. */
  'GEC.NOT_CONFIGURED': 503,
  /** The client-order system did not answer or was down; the same call may be made again shortly. */
  'GEC.UNAVAILABLE': 503,
  /** The client-order system refused the call (its validation, a refused token); its message says why. */
  'GEC.REFUSED': 502,
  /** The order is not paid (only paid orders go to the client-order system), or not sent there yet. */
  'GEC.NOT_ALLOWED': 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The database connection was lost (failover, restart); the request may be tried again shortly. */
  'DATABASE.UNAVAILABLE': 503,
  /** The file storage (object storage, STORAGE_DRIVER=s3) could not be reached or refused the server. */
  'STORAGE.UNAVAILABLE': 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/** Field-by-field validation details: field name -> one human message. */
export type FieldErrors = Record<string, string>;

/** The one error body every 4xx and 5xx answer has, as the OpenAPI document describes it. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('A stable code the client can key its message on, e.g. PROJECT.LOCKED'),
      message: z.string().describe('A sentence a person understands'),
      details: z
        .unknown()
        .optional()
        .describe('For validation errors `{ fields: { name: message } }`; otherwise code-specific'),
    }),
  })
  .describe('Error');
