import {
  billingResponse,
  billingUpdate,
  viesQuery,
  viesResponse,
} from '@boardhouse/shared/quotes/billing-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { BillingService } from './billing.service.ts';

const tags = ['billing'];
const user = { access: 'user' as const };

/** The seed's open VIES check and the customer's billing details, which decide VAT in every offer. */
export function registerBillingRoutes(
  app: FastifyInstance,
  billing: BillingService,
  viesRateLimitPerMinute: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/open/vies',
    {
      // Open, as the seed has it, so each address gets a few checks a minute: VIES is shared by the EU.
      config: { access: 'open', rateLimit: { max: viesRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Checks an EU VAT number: its format and check digits here, then the EU’s VIES service',
        description:
          'FORMAT_INVALID when the number cannot be one of the country; UNAVAILABLE when VIES does not answer within 5 s or answers anything but VALID or INVALID. Registered and unregistered answers are kept a day.',
        querystring: viesQuery,
        response: { 200: viesResponse },
      },
    },
    async (request) => billing.checkVatNumber(request.query.countryCode, request.query.vatNumber),
  );

  api.get(
    '/rest/account/billing',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s billing country, company and VAT number with its VIES status',
        response: { 200: billingResponse },
      },
    },
    async (request) => billing.get(requireCaller(request)),
  );

  api.put(
    '/rest/account/billing',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Saves the billing details; an EU VAT number is checked with VIES and the answer kept as evidence',
        description:
          'Only a number VIES confirms (VALID) makes offers reverse charge (0 % VAT); INVALID or UNAVAILABLE keep VAT. A number whose format or check digits fail is refused (400, field vatNumber).',
        body: billingUpdate,
        response: { 200: billingResponse },
      },
    },
    async (request) => billing.update(requireCaller(request), request.body),
  );
}
