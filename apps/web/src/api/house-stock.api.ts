import type {
  HouseStockEntry,
  HouseStockList,
  houseStockInput,
} from '@boardhouse/shared/catalog/house-stock-api';
import type { z } from 'zod';
import { apiRequest } from './client.ts';

/** The house-stock list of the MPN Data page: parts that pay no feeder loading. */

export type { HouseStockEntry };
/** A new entry as the form sends it (blank boxes allowed: the server reads them as absent). */
export type HouseStockSave = z.input<typeof houseStockInput>;

export const houseStockApi = {
  list: () => apiRequest<HouseStockList>('rest/admin/house-stock'),
  add: (body: HouseStockSave) =>
    apiRequest<HouseStockEntry>('rest/admin/house-stock', { method: 'POST', body }),
  remove: (id: number) => apiRequest<void>(`rest/admin/house-stock/${id}`, { method: 'DELETE' }),
};

export const houseStockKeys = {
  list: ['catalog', 'house-stock'] as const,
};
