/**
 * The EU's VIES service as the product needs it: is this VAT number registered, under which name and
 * address, with the consultation number as evidence. VALID and INVALID are answers; anything else the
 * service says (a member state down, a timeout, a malformed reply) is UNAVAILABLE, which is never
 * treated as valid.
 */
export interface ViesAnswer {
  status: 'VALID' | 'INVALID' | 'UNAVAILABLE';
  name: string | null;
  address: string | null;
  requestIdentifier: string | null;
  /** Why the answer is UNAVAILABLE (VIES's userError or the transport's error), for the log. */
  reason?: string;
}

/**
 * Who asks: the house's own VAT number (VIES's member-state code, the number without its prefix).
 * VIES gives a consultation number, the evidence the books keep, only to a check that names one.
 */
export interface ViesRequester {
  countryCode: string;
  vatNumber: string;
}

export interface ViesPort {
  /** `countryCode` is VIES's member-state code (EL for Greece, XI for Northern Ireland); `vatNumber` without its prefix. */
  check(countryCode: string, vatNumber: string, requester?: ViesRequester): Promise<ViesAnswer>;
}
