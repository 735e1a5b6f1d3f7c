import {
  holiday,
  holidayDateParams,
  holidaysResponse,
  marginBand,
  marginBandInput,
  marginBandsResponse,
  marginIdParams,
  parameterKeyParams,
  parameterUpdate,
  pricingParameter,
  pricingParametersResponse,
  productionSchedule,
} from '@boardhouse/shared/quotes/pricing-admin-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { PricingSettingsService } from './pricing-settings.service.ts';

const tags = ['pricing administration'];
const admin = { access: 'admin' as const };

/** The back office's Parameters, Holidays, Production Schedule and Margins pages. */
export function registerPricingAdminRoutes(app: FastifyInstance, settings: PricingSettingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/admin/parameters',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every pricing parameter with its unit, limits, default and latest changes',
        response: { 200: pricingParametersResponse },
      },
    },
    async () => ({ parameters: await settings.parameters() }),
  );

  api.put(
    '/rest/admin/parameters/:key',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'Change a pricing parameter (the change is kept in its history)',
        description: 'New offers use the value at once; offers a customer already selected keep theirs.',
        params: parameterKeyParams,
        body: parameterUpdate,
        response: { 200: pricingParameter },
      },
    },
    async (request) =>
      settings.updateParameter(requireCaller(request), request.params.key, request.body.value),
  );

  api.get(
    '/rest/admin/holidays',
    {
      config: admin,
      schema: { tags, summary: 'Days the production is closed', response: { 200: holidaysResponse } },
    },
    async () => ({ holidays: await settings.holidays() }),
  );

  api.post(
    '/rest/admin/holidays',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a holiday (or rename the one on that date)',
        body: holiday,
        response: { 200: holidaysResponse },
      },
    },
    async (request) => ({ holidays: await settings.addHoliday(requireCaller(request), request.body) }),
  );

  api.delete(
    '/rest/admin/holidays/:date',
    {
      config: { ...admin, errors: [404] },
      schema: { tags, summary: 'Remove a holiday', params: holidayDateParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await settings.deleteHoliday(request.params.date);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/rest/admin/production-schedule',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Slots per weekday, the cut-off hour and dates with other slots',
        response: { 200: productionSchedule },
      },
    },
    async () => settings.schedule(),
  );

  api.put(
    '/rest/admin/production-schedule',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace the production schedule',
        body: productionSchedule,
        response: { 200: productionSchedule },
      },
    },
    async (request) => settings.replaceSchedule(requireCaller(request), request.body),
  );

  api.get(
    '/rest/admin/margins',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Margin bands per customer group and quantity',
        response: { 200: marginBandsResponse },
      },
    },
    async () => ({ margins: await settings.margins() }),
  );

  api.post(
    '/rest/admin/margins',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Add a margin band',
        description: 'A quantity takes the band of its group with the largest “from quantity” not above it.',
        body: marginBandInput,
        response: { 200: marginBand },
      },
    },
    async (request) => settings.addMargin(requireCaller(request), request.body),
  );

  api.put(
    '/rest/admin/margins/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Change a margin band',
        params: marginIdParams,
        body: marginBandInput,
        response: { 200: marginBand },
      },
    },
    async (request) => settings.updateMargin(requireCaller(request), request.params.id, request.body),
  );

  api.delete(
    '/rest/admin/margins/:id',
    {
      config: admin,
      schema: { tags, summary: 'Remove a margin band', params: marginIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await settings.deleteMargin(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
