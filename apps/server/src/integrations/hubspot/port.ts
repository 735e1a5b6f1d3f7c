/**
 * HubSpot as the product needs it: a customer becomes a CRM contact. HubSpot keeps one contact per
 * e-mail address, so creating is idempotent by nature: a second create answers the contact that
 * exists (`existed: true`), which the product links like a new one.
 */

/** The contact's properties under HubSpot's own names; empty ones are left out of the request. */
export interface ContactProperties {
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  phone?: string | null;
}

export interface CreatedContact {
  /** HubSpot's contact id (a string of digits). */
  id: string;
  /** True when HubSpot already had a contact with this address (its 409 CONFLICT). */
  existed: boolean;
}

export interface CrmContactContext {
  /** Ends the call early (the server is closing); a timeout ends it anyway. */
  signal?: AbortSignal;
}

export interface CrmContacts {
  createContact(properties: ContactProperties, context?: CrmContactContext): Promise<CreatedContact>;
}

/**
 * Why a call failed. `permanent`: asking again with the same data gets the same refusal (HubSpot's
 * VALIDATION_ERROR, a refused token); `transient`: HubSpot was down, slow, rate-limited or unreachable,
 * and the same call may succeed later (`retryAfterMs` when HubSpot said when).
 */
export class CrmError extends Error {
  constructor(
    readonly kind: 'permanent' | 'transient',
    /** What kind of refusal: the outbox treats a refused token as a setting to fix, not a bad contact. */
    readonly reason: 'validation' | 'token' | 'unavailable' | 'rate-limited' | 'malformed',
    /** HubSpot's message or the transport's; never the token. */
    message: string,
    readonly httpStatus: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'CrmError';
  }

  get isPermanent(): boolean {
    return this.kind === 'permanent';
  }
}
