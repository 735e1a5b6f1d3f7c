// 2,000 orders of 40 customers (the mix of orders-100k.ts, smaller): a back-office page under load, seeded in seconds.
import type { AppContext } from '../../apps/server/src/context.ts';
import { seed as seedOrders } from './orders-100k.ts';

export const seed = (ctx: AppContext): Promise<void> => seedOrders(ctx, 2000);
