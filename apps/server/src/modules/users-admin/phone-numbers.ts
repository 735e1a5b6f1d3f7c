import { formatMessage } from '@boardhouse/shared/messages';
import type { PhoneValidationResponse } from '@boardhouse/shared/users-admin/clients-api';
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * `POST /rest/phoneNumberValidation`: libphonenumber's full metadata ("max") decides, so a number is
 * valid only when its digits fit a real numbering plan of its country, not merely a plausible length.
 * A number written with its +country prefix needs no country; one without it is read in `country`.
 */
export function validatePhoneNumber(phoneNumber: string, country?: string): PhoneValidationResponse {
  const invalid = { valid: false, message: formatMessage('invalidPhone') };
  if (country && !isSupportedCountry(country)) return invalid;
  const parsed = parsePhoneNumberFromString(phoneNumber, country as CountryCode | undefined);
  if (!parsed?.isValid()) return invalid;
  return { valid: true, e164: parsed.number };
}
