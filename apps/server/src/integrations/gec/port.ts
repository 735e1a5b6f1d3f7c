import type { GecOrderDocument } from '@boardhouse/shared/integrations/gec-order-document';

/**
 * The client-order system ("GEC") as the product needs it: it takes a paid order's document and
 * answers its own order id and the customer's client id; it takes the edited document again for the
 * same order id; it tells what it holds of an order (its answer is passed to staff as it is).
 */

/** What the system answers to a document it accepted. */
export interface GecAcceptedOrder {
  gecOrderId: string;
  /** The customer in the system: the document's gecClientId, or the one it gave a new customer. */
  clientId: string | null;
}

export interface GecCallContext {
  /** Our order, for the API log row. */
  orderId: number;
  /**
   * Names one sending of one document version: the system answers a repeated key with the order it
   * made the first time, so a send whose answer was lost (a timeout) never makes a second order.
   */
  idempotencyKey?: string;
}

export interface GecOrders {
  sendOrder(document: GecOrderDocument, context: GecCallContext): Promise<GecAcceptedOrder>;
  updateOrder(
    gecOrderId: string,
    document: GecOrderDocument,
    context: GecCallContext,
  ): Promise<GecAcceptedOrder>;
  /** The system's own JSON about the order, untouched. */
  getOrder(gecOrderId: string, context: GecCallContext): Promise<unknown>;
}

/**
 * Why a call failed. `permanent`: the system refused (4xx: its validation, an unknown order, a refused
 * token) and the same call gets the same answer; `transient`: it was down, slow or unreachable (5xx,
 * timeout, a malformed answer) and the same call may succeed later.
 */
export class GecError extends Error {
  constructor(
    readonly kind: 'permanent' | 'transient',
    /** The system's message or the transport's; never the token. */
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GecError';
  }
}
