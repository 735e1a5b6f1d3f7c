import { confirmPricesRequest, offerSetResponse } from '@boardhouse/shared/quotes/offers-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { ConfirmedPricesService } from './confirmed-prices.service.ts';

/** The seed's back-office quote-offer-after-bomsearch. */
export function registerConfirmedPriceRoutes(app: FastifyInstance, confirmed: ConfirmedPricesService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/rest/project/quote-offer-after-bomsearch',
    {
      config: { access: 'admin', errors: [409] },
      schema: {
        tags: ['offers'],
        summary: 'Record the prices staff found for BOM lines and quote the project again',
        description:
          'Each price is stored in the MPN data (the part number of the line, or the one given) and the line is matched to it, in one transaction; then a fresh offer set is computed and answered. Lines are refused field by field (prices.<i>.lineNo, prices.<i>.mpn).',
        body: confirmPricesRequest,
        response: { 200: offerSetResponse },
      },
    },
    async (request) => confirmed.confirm(requireCaller(request), request.body),
  );
}
