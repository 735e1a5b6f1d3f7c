import {
  breakdownResponse,
  offersParams,
  shippingOptionsResponse,
  updateShippingRequest,
} from '@boardhouse/shared/quotes/offers-api';
import {
  addPromoCodeRequest,
  promoCode,
  promoCodeIdParams,
  promoCodeInput,
  promoCodesResponse,
} from '@boardhouse/shared/quotes/promo-codes-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { OfferChoicesService } from './offer-choices.service.ts';
import type { PromoCodesService } from './promo-codes.service.ts';

const admin = { access: 'admin' as const };
const user = { access: 'user' as const };

/** The back office's Promo Codes page and the customer's choices on a selected offer (seed calls). */
export function registerPromoCodeRoutes(
  app: FastifyInstance,
  services: { promoCodes: PromoCodesService; choices: OfferChoicesService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { promoCodes, choices } = services;
  const adminTags = ['pricing administration'];
  const tags = ['offers'];

  api.get(
    '/rest/admin/promo-codes',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Every promo code with its uses',
        response: { 200: promoCodesResponse },
      },
    },
    async () => promoCodes.list(),
  );

  api.post(
    '/rest/admin/promo-codes',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: adminTags,
        summary: 'Add a promo code',
        description: 'Codes are upper case and unique whatever the case; 409 CONFLICT when the code exists.',
        body: promoCodeInput,
        response: { 200: promoCode },
      },
    },
    async (request) => promoCodes.create(requireCaller(request), request.body),
  );

  api.put(
    '/rest/admin/promo-codes/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: adminTags,
        summary: 'Change a promo code',
        description: 'Uses already taken stay taken; new limits apply to the next use.',
        params: promoCodeIdParams,
        body: promoCodeInput,
        response: { 200: promoCode },
      },
    },
    async (request) => promoCodes.update(requireCaller(request), request.params.id, request.body),
  );

  api.delete(
    '/rest/admin/promo-codes/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: adminTags,
        summary: 'Remove a promo code nobody has used',
        description: '409 CONFLICT for a used code: end it with its valid-until date instead.',
        params: promoCodeIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await promoCodes.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/rest/project/add-promocode',
    {
      config: { ...user, changesProject: true, errors: [409] },
      schema: {
        tags,
        summary: 'Apply a promo code to the selected offer: its breakdown with a discount line',
        description:
          'Takes one use of the code. Refusals: 404 PROMO.UNKNOWN; 409 PROMO.EXPIRED (outside its dates), PROMO.EXHAUSTED (no uses left), PROMO.NOT_APPLICABLE (below its minimum order, or a block the order lacks), PROMO.ALREADY_USED (this customer’s uses are taken, or it is applied already), OFFER.NOT_SELECTED.',
        body: addPromoCodeRequest,
        response: { 200: breakdownResponse },
      },
    },
    async (request) =>
      choices.applyPromoCode(requireCaller(request), request.body.projectId, request.body.code),
  );

  api.delete(
    '/rest/project/promocode/:projectId',
    {
      config: { ...user, changesProject: true, errors: [409] },
      schema: {
        tags,
        summary: 'Take the promo code off the selected offer and give its use back',
        params: offersParams,
        response: { 200: breakdownResponse },
      },
    },
    async (request) => choices.removePromoCode(requireCaller(request), request.params.projectId),
  );

  api.post(
    '/rest/project/updateShippingPrice',
    {
      config: { ...user, changesProject: true, errors: [409] },
      schema: {
        tags,
        summary: 'Parcel options to a country for the selected offer, and the choice of one',
        description:
          'The selected offer’s shipping lines follow the choice (the cheapest unless `code` names another); the matrix prices shipping to this country from then on. 409 OFFER.NOT_SELECTED without a selected offer.',
        body: updateShippingRequest,
        response: { 200: shippingOptionsResponse },
      },
    },
    async (request) =>
      choices.updateShipping(
        requireCaller(request),
        request.body.projectId,
        request.body.countryCode,
        request.body.code,
      ),
  );
}
