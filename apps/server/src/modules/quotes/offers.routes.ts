import {
  breakdownResponse,
  offerCellQuery,
  offerPdfQuery,
  offerSetResponse,
  offersParams,
  requoteRequest,
  selectOfferRequest,
  selectOfferResponse,
} from '@boardhouse/shared/quotes/offers-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachment.ts';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { OfferDocumentsService } from './offer-documents.service.ts';
import type { OffersService } from './offers.service.ts';

const tags = ['offers'];
const user = { access: 'user' as const };

/** The customer's offer calls: the matrix, a cell's breakdown, its PDF, requote and the seed's select-offer. */
export function registerOfferRoutes(
  app: FastifyInstance,
  offers: OffersService,
  documents: OfferDocumentsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/project/offers/:projectId',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        summary: 'The project’s offer matrix: every quantity and lead time, with delivery dates',
        description:
          'Computed when there is none, when the spec, BOM, placement file, billing or prices changed, or when it expired. 409 OFFER.PCB_REQUIRED until the PCB spec is saved.',
        params: offersParams,
        response: { 200: offerSetResponse },
      },
    },
    async (request) => offers.offers(requireCaller(request), request.params.projectId),
  );

  api.get(
    '/rest/project/offers/:projectId/breakdown',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        summary: 'Every line of one cell: board, components, assembly, lead time, shipping, discount, VAT',
        description:
          'The lines add up to netCents, the cell’s net in the matrix. Administrators also get each line’s cost and the margin.',
        params: offersParams,
        querystring: offerCellQuery,
        response: { 200: breakdownResponse },
      },
    },
    async (request) =>
      offers.breakdown(
        requireCaller(request),
        request.params.projectId,
        request.query.quantity,
        request.query.workingDays,
      ),
  );

  api.get(
    '/rest/project/offers/:projectId/pdf',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        summary: 'The offer as a PDF: the matrix, the selected (or an example) cell line by line, the terms',
        description:
          'An attachment named Boardhouse-offer-<project>.pdf, from the same offer set as the matrix. Prices only: never cost or margin, also for administrators. 409 OFFER.PCB_REQUIRED until the PCB spec is saved.',
        params: offersParams,
        querystring: offerPdfQuery,
        response: { 200: fileResponse('The offer (PDF)', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await documents.offerPdf(
        requireCaller(request),
        request.params.projectId,
        request.query.lang,
      );
      return sendAttachment(reply, { fileName: filename, contentType: 'application/pdf', data: pdf });
    },
  );

  api.post(
    '/rest/project/requoteNow',
    {
      config: { ...user, changesProject: true, errors: [409] },
      schema: {
        tags,
        summary: 'Price the project again with today’s parameters (the selection follows)',
        body: requoteRequest,
        response: { 200: offerSetResponse },
      },
    },
    async (request) => offers.requote(requireCaller(request), request.body.projectId),
  );

  api.post(
    '/rest/project/select-offer',
    {
      config: { ...user, changesProject: true, errors: [409] },
      schema: {
        tags,
        summary: 'Choose a quantity and lead time: the project goes to the basket with this price',
        description:
          'The selection keeps its breakdown: later price changes do not alter it until a requote. 409 OFFER.PCB_REQUIRED until the PCB spec is saved, OFFER.EXPIRED when the offers are out of date, OFFER.UNAVAILABLE for a cell that cannot be ordered.',
        body: selectOfferRequest,
        response: { 200: selectOfferResponse },
      },
    },
    async (request) =>
      offers.select(
        requireCaller(request),
        request.body.projectId,
        request.body.quantity,
        request.body.workingDays,
      ),
  );
}
