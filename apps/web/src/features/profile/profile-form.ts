import {
  COMPANY_DETAILS_FIELDS,
  type CompanyDetailsField,
  type ProfileUpdateRequest,
  type ProfileUser,
} from '@boardhouse/shared/auth';
import type { Language } from '@boardhouse/shared/product';

export type ProfileFormValues = {
  firstname: string;
  lastname: string;
  language: Language;
} & Record<CompanyDetailsField, string>;

/** The form starts from the saved profile; a detail never given shows as an empty field. */
export function toProfileFormValues(user: ProfileUser): ProfileFormValues {
  const details = Object.fromEntries(COMPANY_DETAILS_FIELDS.map((field) => [field, user[field] ?? '']));
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    language: user.language,
    ...(details as Record<CompanyDetailsField, string>),
  };
}

/**
 * What the profile call receives: trimmed texts, every detail (an emptied one clears it on the
 * server) and no e-mail address, which changes only through the confirmed e-mail change.
 */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdateRequest {
  const details = Object.fromEntries(COMPANY_DETAILS_FIELDS.map((field) => [field, values[field].trim()]));
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    language: values.language,
    ...details,
  };
}
