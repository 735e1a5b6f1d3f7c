import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import type { LineEditResponse } from '@boardhouse/shared/orders/order-edits-api';
import type {
  OrderProduction,
  ProductionBomLine,
  PurchasingState,
} from '@boardhouse/shared/orders/order-production-api';
import { apiDownload, apiRequest } from './client.ts';

/**
 * Staff corrections of an ordered BOM line (the seed's calls, with their methods and paths) and the
 * order's placement file. Every correction also teaches the catalog, so after one the staff order
 * (staffOrderKeys.detail) and the catalog's lists (catalogKeys.all) are out of date.
 */

export type { LineEditResponse, MountingStyle, OrderProduction, ProductionBomLine, PurchasingState };

export interface LineRef {
  orderId: number;
  lineNo: number;
}

const withQuery = (path: string, values: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]))}`;

export const orderLineEditsApi = {
  /** Links the line to an MPN record; the line's part number becomes an alias of the record. */
  linkMpnRecord: ({ orderId, lineNo }: LineRef, mpnDataId: number) =>
    apiRequest<LineEditResponse>('rest/order/UpdateDictionaryProductIdData', {
      method: 'POST',
      body: { orderId, lineNo, mpnDataId },
    }),
  changeCasePackage: ({ orderId, lineNo }: LineRef, casePackage: string) =>
    apiRequest<LineEditResponse>(
      withQuery('rest/saveDataForChangeCasePackage', { orderId, lineNo, casePackage }),
    ),
  changeMountingStyle: ({ orderId, lineNo }: LineRef, mountingStyle: MountingStyle) =>
    apiRequest<LineEditResponse>(
      withQuery('rest/saveDataForChangeMountingStyle', { orderId, lineNo, mountingStyle }),
    ),
  /** The placement file as the order keeps it; `fileName` is used only when the answer names none. */
  downloadPlacements: (orderId: number, fileName: string) =>
    apiDownload(withQuery('rest/get-file/centroid', { orderId }), fileName),
};

export const orderLineEditKeys = {
  /** Mutation keys, so a page can tell when any line edit of an order is under way. */
  edit: (orderId: number) => ['staff-orders', orderId, 'line-edit'] as const,
};
