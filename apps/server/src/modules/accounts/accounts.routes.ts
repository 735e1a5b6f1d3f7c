import {
  accountResponse,
  changePasswordRequest,
  messageResponse,
  profileResponse,
  profileUpdateRequest,
  publicProperties,
} from '@boardhouse/shared/auth';
import { LANGUAGES, PRODUCT_NAME, VERSION_LABEL } from '@boardhouse/shared/product';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireCaller } from '../../plugins/access.ts';
import { precompiledResponse } from '../../plugins/response-serializer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];
const LANGUAGE_COUNTRIES = { en: 'GB', ch: 'CN', es: 'ES', jp: 'JP', de: 'DE', fr: 'FR' } as const;

export function registerAccountRoutes(
  app: FastifyInstance,
  services: { accounts: AccountsService; auth: AuthService },
  config: Config,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, auth } = services;

  api.get(
    '/rest/account',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in account',
        response: { 200: precompiledResponse(accountResponse) },
      },
    },
    async (request) => ({ account: { user: await accounts.getAccount(requireCaller(request).userId) } }),
  );

  api.get(
    '/rest/user',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My profile: account, contact and company details',
        response: { 200: profileResponse },
      },
    },
    async (request) => ({ user: await accounts.getProfile(requireCaller(request).userId) }),
  );

  api.post(
    '/rest/user',
    {
      config: { access: 'user', errors: [409] },
      schema: {
        tags,
        summary: 'Update my profile (the e-mail address changes through /rest/account/email-change)',
        body: profileUpdateRequest,
        response: { 200: profileResponse },
      },
    },
    async (request) => ({ user: await accounts.updateProfile(requireCaller(request).userId, request.body) }),
  );

  api.post(
    '/rest/psw_set',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change my password',
        body: changePasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      // This sign-in stays; every other one of the account ends.
      await auth.changePassword(
        caller.userId,
        request.body.currentPassword,
        request.body.newPassword,
        caller.familyId,
      );
      return { message: 'Your password has been changed.' };
    },
  );

  api.get(
    '/rest/open/get-iproto-properties',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'Public settings the sign-in page needs',
        response: { 200: publicProperties },
      },
    },
    async () => ({
      productName: PRODUCT_NAME,
      versionLabel: VERSION_LABEL,
      signInMethods: ['password' as const],
      languages: LANGUAGES.map((lang) => ({ lang, country: LANGUAGE_COUNTRIES[lang], active: true })),
      production: config.isProduction,
      idleTimeoutSeconds: config.idleTimeoutSeconds,
      idleWarningSeconds: config.idleWarningSeconds,
      faqUrl: config.faqUrl,
      tutorialUrl: config.tutorialUrl,
    }),
  );
}
