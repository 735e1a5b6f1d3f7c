import { z } from 'zod';
import { languageSchema, usernameSchema } from '../auth.ts';
import { emailAddress, optionalText, recordId, requiredText } from '../fields.ts';

/**
 * The seed's client calls (SPEC.md section 7, "Users and profile"): a client is a customer account with
 * its contact and company details. Staff create and edit clients; a customer reads and edits only itself.
 */

const contactFields = {
  phoneNumber: optionalText('Phone number', 40),
  companyName: optionalText('Company name', 200),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  zipCode: optionalText('Zip code', 20),
  vatNumber: optionalText('VAT number', 40),
  country: optionalText('Country', 100),
};

export const clientData = z.object({
  id: z.number().int().nullable().describe('null on the blank form'),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  language: z.string(),
  companyId: z.number().int().nullable(),
  phoneNumber: z.string(),
  companyName: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  vatNumber: z.string(),
  country: z.string(),
  disabled: z.boolean(),
});
export type ClientData = z.infer<typeof clientData>;
export const clientResponse = z.object({ client: clientData });
export type ClientResponse = z.infer<typeof clientResponse>;
export const clientMessageResponse = clientResponse.extend({ message: z.string() });

export const clientIdParams = z.object({ id: recordId('Client') });

/** `POST /rest/client`: without `id` a new customer (who gets a set-password e-mail), with it an update. */
export const saveClientRequest = z.object({
  id: recordId('Client').optional(),
  username: usernameSchema,
  email: emailAddress('Email'),
  firstname: requiredText('First name', { max: 100 }),
  lastname: requiredText('Last name', { max: 100 }),
  language: languageSchema.optional().default('en'),
  companyId: recordId('Company').nullable().optional(),
  ...contactFields,
});
export type SaveClientRequest = z.input<typeof saveClientRequest>;
export type SaveClientInput = z.output<typeof saveClientRequest>;

/** `POST /rest/client-profile`: a client's contact and company details; `userId` left out = the caller. */
export const clientProfileRequest = z.object({
  userId: recordId('User').optional(),
  ...contactFields,
});
export type ClientProfileRequest = z.input<typeof clientProfileRequest>;
export type ClientProfileInput = z.output<typeof clientProfileRequest>;

export const usernameExistsRequest = z.object({ username: requiredText('Username', { max: 254 }) });
export const usernameExistsResponse = z.object({ exists: z.boolean() });

export const phoneValidationRequest = z.object({
  phoneNumber: requiredText('Phone number', { max: 40 }),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Country must be a two-letter country code' })
    .transform((value) => value.toUpperCase())
    .optional()
    .describe('ISO 3166-1 alpha-2 code for numbers written without +country prefix'),
});
export type PhoneValidationRequest = z.input<typeof phoneValidationRequest>;
export const phoneValidationResponse = z.object({
  valid: z.boolean(),
  e164: z.string().optional().describe('The number in E.164 form when valid'),
  message: z.string().optional().describe('Why not, when not valid'),
});
export type PhoneValidationResponse = z.infer<typeof phoneValidationResponse>;
