import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { backofficeOrderRow, ORDER_LIST_TABS } from './backoffice-api.ts';

/**
 * The back office's order search (GET /rest/admin/orders/search): one box on the Orders page that
 * looks in every tab at once, so staff holding an order number need not know where the order stands.
 */

export const ORDER_FIND_MIN_LENGTH = 2;
const ORDER_FIND_MAX_LENGTH = 120;
/** The newest this many matches are answered (the exact order key first), with the full count. */
export const ORDER_FIND_LIMIT = 50;

export const orderFindQuery = z.object({
  q: requiredText('Search', { min: ORDER_FIND_MIN_LENGTH, max: ORDER_FIND_MAX_LENGTH }).describe(
    'Any part of the order key, project name, customer name, company, e-mail or customer reference (any case), or the exact invoice number',
  ),
});
export type OrderFindQuery = z.infer<typeof orderFindQuery>;

export const orderFindHit = backofficeOrderRow.extend({
  tabs: z
    .array(z.enum(ORDER_LIST_TABS))
    .describe('The tabs that list the order; empty for a delivered or cancelled one, which no tab lists'),
});
export type OrderFindHit = z.infer<typeof orderFindHit>;

export const orderFindResponse = z.object({
  rows: z.array(orderFindHit).describe('The order with the exact key first, then newest first'),
  total: z.number().int().describe('Every match, also beyond `limit`'),
  limit: z.number().int(),
});
export type OrderFindResponse = z.infer<typeof orderFindResponse>;
