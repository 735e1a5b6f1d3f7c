import {
  saveShippingAddressRequest,
  shippingAddress,
  shippingAddressesResponse,
  shippingAddressParams,
} from '@boardhouse/shared/orders/orders-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import { noContent } from '../../plugins/error-responses.ts';
import type { ShippingAddressesService } from './shipping-addresses.service.ts';

const tags = ['orders'];
const user = { access: 'user' as const };

/** The seed's POST /rest/client-shipping keeps an address; listing and removing are RESTful additions. */
export function registerShippingAddressRoutes(app: FastifyInstance, addresses: ShippingAddressesService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/client-shipping',
    {
      config: user,
      schema: {
        tags,
        summary: 'The caller’s shipping addresses, the default first',
        response: { 200: shippingAddressesResponse },
      },
    },
    async (request) => ({ addresses: await addresses.list(requireCaller(request)) }),
  );

  api.post(
    '/rest/client-shipping',
    {
      config: user,
      schema: {
        tags,
        summary: 'Adds a shipping address, or changes one of the caller’s when `id` is given',
        description: 'The first address becomes the default; isDefault true makes this one the default.',
        body: saveShippingAddressRequest,
        response: { 200: shippingAddress },
      },
    },
    async (request) => addresses.save(requireCaller(request), request.body),
  );

  api.delete(
    '/rest/client-shipping/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Removes one of the caller’s shipping addresses (orders keep their copy)',
        params: shippingAddressParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await addresses.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
