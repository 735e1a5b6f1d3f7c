import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from './fields.ts';
import { formatMessage } from './messages.ts';
import {
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './product.ts';

/** Request and response shapes of the "Auth and accounts" calls (SPEC.md section 7). */

export const newPassword = (name = 'Password') =>
  requiredText(name, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

export const languageSchema = z.enum(LANGUAGES, { error: formatMessage('invalid', { name: 'Language' }) });
export const roleSchema = z.enum(ROLES);

export const loginRequest = z.object({
  username: requiredText('Username', { max: 254 }),
  password: requiredText('Password', { max: PASSWORD_MAX_LENGTH }),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string().describe('Same as accessToken; kept for clients of the original product'),
  accessToken: z.string(),
  refreshToken: z.string(),
  roles: z.array(roleSchema),
  expiresIn: z.number().int().describe('Seconds until the access token expires'),
});
export type LoginResponse = z.infer<typeof loginResponse>;

const refreshTokenText = requiredText('Refresh token', { max: 200 });
/**
 * Where a client should send its refresh token: this header, or `refreshToken` in a POST body. The
 * query string (GET /refresh?refreshToken=…) still works for old clients, but proxies log URLs.
 */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
/** Each place is optional on its own; the server asks for the token in one of them. */
export const refreshQuery = z.object({
  refreshToken: refreshTokenText.optional().describe('Old clients only: proxies log URLs'),
});
export const refreshRequest = z.object({ refreshToken: refreshTokenText.optional() });
export const refreshHeaders = z.object({ [REFRESH_TOKEN_HEADER]: refreshTokenText.optional() });
export const refreshResponse = loginResponse.omit({ token: true });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const usernameSchema = requiredText('Username', {
  min: USERNAME_MIN_LENGTH,
  max: USERNAME_MAX_LENGTH,
}).regex(/^[A-Za-z0-9._-]+$/, {
  error: 'Username may contain letters, digits, dots, dashes and underscores only',
});

/** Contact and company details, asked at sign-up and editable on My Profile (same rules both times). */
const companyDetailsFields = {
  phoneNumber: optionalText('Phone number', 40),
  companyName: optionalText('Company name', 200),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  zipCode: optionalText('Zip code', 20),
  vatNumber: optionalText('VAT number', 40),
  country: optionalText('Country', 100),
};
export type CompanyDetailsField = keyof typeof companyDetailsFields;
export const COMPANY_DETAILS_FIELDS = Object.keys(companyDetailsFields) as CompanyDetailsField[];

export const signupRequest = z.object({
  username: usernameSchema,
  email: emailAddress('Email'),
  password: newPassword(),
  firstname: requiredText('First name', { max: 100 }),
  lastname: requiredText('Last name', { max: 100 }),
  language: languageSchema.optional(),
  ...companyDetailsFields,
  acceptTerms: z.literal(true, { error: formatMessage('acceptTerms') }),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const accountUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(roleSchema),
  createdBy: z.number().int().nullable(),
  createProjectsFlag: z.boolean().nullable(),
  email: z.string(),
  language: languageSchema,
});
export type AccountUser = z.infer<typeof accountUser>;

export const accountResponse = z.object({ account: z.object({ user: accountUser }) });
export type AccountResponse = z.infer<typeof accountResponse>;

/** Answer of the open calls that confirm or set up an account: the user, never a password. */
export const userResponse = z.object({
  user: accountUser.pick({ id: true, username: true, firstname: true, lastname: true, email: true }),
});

export const codeParams = z.object({ code: requiredText('Code', { max: 200 }) });

export const setPasswordRequest = z.object({ password: newPassword() });
export const resetPasswordRequest = z.object({ username: requiredText('Username', { max: 254 }) });

export const changePasswordRequest = z.object({
  currentPassword: requiredText('Current password', { max: PASSWORD_MAX_LENGTH }),
  newPassword: newPassword('New password'),
});

export const profileUpdateRequest = z.object({
  firstname: requiredText('First name', { max: 100 }),
  lastname: requiredText('Last name', { max: 100 }),
  email: emailAddress('Email')
    .optional()
    .describe('Accepted only unchanged; a new address goes through POST /rest/account/email-change'),
  language: languageSchema,
  ...companyDetailsFields,
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** My Profile: the account plus the contact and company details and an unconfirmed new address. */
export const profileUser = accountUser.extend({
  phoneNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  country: z.string().nullable(),
  pendingEmail: z
    .string()
    .nullable()
    .describe('New address waiting for its confirmation link to be followed'),
});
export type ProfileUser = z.infer<typeof profileUser>;
export const profileResponse = z.object({ user: profileUser });
export type ProfileResponse = z.infer<typeof profileResponse>;

export const emailChangeRequest = z.object({
  newEmail: emailAddress('New email'),
  currentPassword: requiredText('Current password', { max: PASSWORD_MAX_LENGTH }),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequest>;

export const messageResponse = z.object({ message: z.string() });

export const publicProperties = z.object({
  productName: z.string(),
  versionLabel: z.string(),
  signInMethods: z.array(z.enum(['password', 'oidc'])),
  languages: z.array(z.object({ lang: languageSchema, country: z.string(), active: z.boolean() })),
  production: z.boolean(),
  idleTimeoutSeconds: z.number().int().describe('Seconds of inactivity before the idle warning'),
  idleWarningSeconds: z.number().int().describe('Seconds of countdown in the idle warning'),
  faqUrl: z.string().nullable().describe('An outside FAQ; null: the in-app FAQ (#/faq)'),
  tutorialUrl: z.string(),
});
export type PublicProperties = z.infer<typeof publicProperties>;
