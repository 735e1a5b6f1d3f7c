/** Paths the orders pages link to (kept here: a feature does not import another feature). */
export const MY_ORDERS_PATH = '/my-orders';
export const orderPath = (orderId: number) => `/my-orders/${orderId}`;
/** The project wizard's Offers step, where an offer is chosen or priced again. */
export const offersStepPath = (projectId: string) => `/myprojects/new/${projectId}/4`;
/** The project wizard's PCB step: the board's pictures and specification. */
export const pcbStepPath = (projectId: string) => `/myprojects/new/${projectId}/3`;
/** Checkout of these projects (My Basket builds the same link). */
export const checkoutOf = (projectIds: readonly string[]) => `/checkout?projects=${projectIds.join(',')}`;
