import type { SaveShippingAddressRequest, ShippingAddress } from '@boardhouse/shared/orders/orders-api';
import { apiRequest } from './client.ts';

/** The customer's saved shipping addresses, picked at checkout. */

export type { SaveShippingAddressRequest, ShippingAddress };

export const shippingAddressesApi = {
  list: () => apiRequest<{ addresses: ShippingAddress[] }>('rest/client-shipping'),
  /** Adds an address, or changes the one whose `id` is given. */
  save: (body: SaveShippingAddressRequest) =>
    apiRequest<ShippingAddress>('rest/client-shipping', { method: 'POST', body }),
  remove: (id: number) => apiRequest<void>(`rest/client-shipping/${id}`, { method: 'DELETE' }),
};

export const shippingAddressKeys = {
  all: ['shipping-addresses'] as const,
};
