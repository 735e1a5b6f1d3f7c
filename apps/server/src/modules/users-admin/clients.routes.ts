import {
  clientIdParams,
  clientMessageResponse,
  clientProfileRequest,
  clientResponse,
  phoneValidationRequest,
  phoneValidationResponse,
  saveClientRequest,
  usernameExistsRequest,
  usernameExistsResponse,
} from '@boardhouse/shared/users-admin/clients-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { BLANK_CLIENT, type ClientsService } from './clients.service.ts';
import { validatePhoneNumber } from './phone-numbers.ts';
import type { UsersAdminService } from './users-admin.service.ts';

const tags = ['accounts'];

/** SPEC.md section 7, "Users and profile": the seed's client calls, same methods and paths. */
export function registerClientRoutes(
  app: FastifyInstance,
  services: { clients: ClientsService; users: UsersAdminService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { clients, users } = services;

  // Registered before /:id so the blank form's path is not read as an id.
  api.get(
    '/rest/user_client/blank_client_Data',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The empty client form', response: { 200: clientResponse } },
    },
    async () => ({ client: BLANK_CLIENT }),
  );

  api.get(
    '/rest/user_client/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A client’s account and contact details: a customer only its own, staff anyone’s',
        params: clientIdParams,
        response: { 200: clientResponse },
      },
    },
    async (request) => ({ client: await clients.get(requireCaller(request), request.params.id) }),
  );

  api.post(
    '/rest/client',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags,
        summary: 'Staff: create (no id) or update (id) a customer',
        description:
          'The seed lets any signed-in account call it; creating and editing other people’s accounts is staff work, so it needs ADMIN. A new customer gets an e-mail to choose a password.',
        body: saveClientRequest,
        response: { 200: clientMessageResponse },
      },
    },
    async (request) => clients.save(requireCaller(request), request.body),
  );

  api.post(
    '/rest/client-profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A client’s contact and company details: a customer its own, staff anyone’s',
        body: clientProfileRequest,
        response: { 200: clientMessageResponse },
      },
    },
    async (request) => clients.saveProfile(requireCaller(request), request.body),
  );

  api.post(
    '/rest/checkusernameexists',
    {
      config: { access: 'user', audited: false },
      schema: {
        tags,
        summary: 'Whether an account has this username (any case)',
        body: usernameExistsRequest,
        response: { 200: usernameExistsResponse },
      },
    },
    async (request) => ({ exists: await users.usernameExists(request.body.username) }),
  );

  api.post(
    '/rest/phoneNumberValidation',
    {
      config: { access: 'user', audited: false },
      schema: {
        tags,
        summary: 'Whether a phone number is valid (libphonenumber), and its E.164 form',
        body: phoneValidationRequest,
        response: { 200: phoneValidationResponse },
      },
    },
    async (request) => validatePhoneNumber(request.body.phoneNumber, request.body.country),
  );
}
