import type { GecOrderStatus } from '@boardhouse/shared/integrations/gec-api';
import { apiRequest } from './client.ts';

/**
 * The client-order system ("GEC", back office): where a paid order stands there, sending it, the
 * system's own view of it, and the staff-edited order document.
 */

export type { GecOrderStatus };

const post = <T>(path: string, body: object) => apiRequest<T>(path, { method: 'POST', body });

export const gecApi = {
  status: (orderId: number) => apiRequest<GecOrderStatus>(`rest/admin/orders/${orderId}/order-system`),
  send: (orderId: number) => post<GecOrderStatus>('rest/gec/send-order', { orderId }),
  /** `json`: the parsed document; the server checks it against the shared schema. */
  updateJson: (orderId: number, json: unknown) =>
    post<GecOrderStatus>('rest/gec/update-json', { orderId, json }),
  info: (orderId: number) =>
    post<{ gecOrderId: string; info: unknown }>('rest/gec/get-order-info', { orderId }),
  setClientId: (userId: number, gecClientId: string | null) =>
    post<{ userId: number; gecClientId: string | null }>('rest/gec/update-gec-clientId', {
      userId,
      gecClientId,
    }),
};

export const gecKeys = {
  order: (orderId: number) => ['gec', 'order', orderId] as const,
};
