import { randomUUID } from 'node:crypto';
import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import {
  FakeBehaviour,
  type FakeRequest,
  type FakeResponse,
  httpError,
  json,
  MALFORMED,
  parseJsonBody,
  SERVER_ERROR,
  serveFake,
} from './fake-http.ts';
import type { SimulatorPart } from './simulator-parts.ts';

/**
 * A Mouser API v1 stand-in: part-number search (near matches included, as Mouser answers them), cart
 * insert, order submit and order history, with failures reported inside a 200 in `Errors[]` as Mouser
 * does. Mounted at what MOUSER_BASE_URL points to (…/api/v1).
 */
export type MouserWirePart = Record<string, unknown> & {
  ManufacturerPartNumber: string;
  MouserPartNumber: string;
};

export interface FakeMouserOrder {
  webOrderNumber: string;
  salesOrderNumber: string;
  poNumber: string;
  cartKey: string;
  status: string;
  dateCreated: string;
  items: { MouserPartNumber: string; Quantity: number; CustomerPartNumber: string }[];
}

export interface MouserFake {
  handle(request: FakeRequest): Promise<FakeResponse>;
  behaviour: FakeBehaviour;
  /** By normalised manufacturer part number. */
  parts: Map<string, MouserWirePart>;
  carts: Map<string, FakeMouserOrder['items']>;
  /** Every order submitted, in order (the same PO twice shows twice, as it would at Mouser). */
  orders: FakeMouserOrder[];
  /** Parts one search answers at most (Mouser: 50); `NumberOfResult` still counts them all. */
  resultLimit: number;
  addParts(parts: readonly SimulatorPart[]): void;
  addWireParts(parts: readonly MouserWirePart[]): void;
}

const mouserError = (message: string, code = 'Invalid', property = '') => ({
  Id: 0,
  Code: code,
  Message: message,
  ResourceKey: code,
  ResourceFormatString: null,
  ResourceFormatString2: null,
  PropertyName: property,
});

/** Mouser's European price text: "0,052 €", "1.234,50 €". */
export function formatEuroText(amount: number): string {
  const decimals = amount < 0.1 ? 4 : amount < 1 ? 3 : 2;
  const fixed = amount.toFixed(decimals).replace(/(\.\d\d\d?)0+$/, '$1');
  const [whole = '0', fraction = ''] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction} €`;
}

/** A neutral catalogue part as Mouser writes it; null when Mouser has none. */
export function mouserWirePart(part: SimulatorPart): MouserWirePart | null {
  const offer = part.offers.Mouser;
  if (!offer) return null;
  return {
    MouserPartNumber: offer.sku,
    ManufacturerPartNumber: part.mpn,
    Manufacturer: part.manufacturer,
    Description: part.description,
    Category: part.category,
    DataSheetUrl: '',
    ImagePath: '',
    Availability: offer.stock > 0 ? `${offer.stock} In Stock` : 'None',
    AvailabilityInStock: offer.stock > 0 ? String(offer.stock) : null,
    FactoryStock: '0',
    Min: String(offer.moq),
    Mult: String(offer.multiple),
    LeadTime: offer.leadTimeDays === null ? null : `${offer.leadTimeDays} Days`,
    LifecycleStatus: null,
    ROHSStatus: 'RoHS Compliant',
    PriceBreaks: offer.priceBreaks.map(([quantity, price]) => ({
      Quantity: quantity,
      Price: formatEuroText(price),
      Currency: 'EUR',
    })),
    ProductAttributes: [
      ...(offer.packaging ? [{ AttributeName: 'Packaging', AttributeValue: offer.packaging }] : []),
      {
        AttributeName: 'Mounting Style',
        AttributeValue: part.mountingStyle === 'THT' ? 'Through Hole' : 'SMD/SMT',
      },
      { AttributeName: 'Package / Case', AttributeValue: part.package },
      { AttributeName: 'Number of Pins', AttributeValue: `${part.pins} Pin` },
    ],
  };
}

const sequence = { next: 275_100_000 };

export function createMouserFake(options: { searchApiKey: string; orderApiKey: string }): MouserFake {
  const behaviour = new FakeBehaviour();
  const parts = new Map<string, MouserWirePart>();
  const carts = new Map<string, FakeMouserOrder['items']>();
  const orders: FakeMouserOrder[] = [];

  const fake: MouserFake = {
    behaviour,
    parts,
    carts,
    orders,
    resultLimit: 50,
    addParts(list) {
      for (const part of list) {
        const wire = mouserWirePart(part);
        if (wire) parts.set(normaliseMpn(part.mpn), wire);
      }
    },
    addWireParts(list) {
      for (const part of list) parts.set(normaliseMpn(part.ManufacturerPartNumber), part);
    },
    async handle(request) {
      const url = new URL(request.url, 'http://mouser.local');
      const route = `${request.method} ${url.pathname.replace(/\/+$/, '')}`;
      const operation =
        {
          'POST /search/partnumber': 'search',
          'POST /cart/items/insert': 'cart',
          'POST /order': 'order',
          'GET /orderhistory/ByDateRange': 'orderHistory',
          'GET /orderhistory/salesOrderNumber': 'orderDetail',
        }[route] ?? 'unknown';
      const body = parseJsonBody(request.body);
      behaviour.log(operation, request, body);
      await behaviour.delay();
      if (operation === 'unknown')
        return json(404, { Errors: [mouserError('Resource not found', 'NotFound')] });
      const key = url.searchParams.get('apiKey');
      const expected = operation === 'search' ? options.searchApiKey : options.orderApiKey;
      if (key !== expected)
        return json(200, { Errors: [mouserError('Invalid unique identifier.', 'Invalid', 'API Key')] });

      const failure = behaviour.take(operation);
      if (failure?.kind === 'hang') return behaviour.hang();
      if (failure?.kind === 'http-500') return SERVER_ERROR;
      if (failure?.kind === 'malformed') return MALFORMED;
      if (failure?.kind === 'http-error') {
        // Mouser's gateway answers 5xx and 429 with Errors[] too: {"Errors":[{"Message":"An error has occurred."}]}.
        return httpError(failure, {
          Errors: [mouserError(failure.message ?? 'An error has occurred.', 'Error')],
        });
      }
      if (failure?.kind === 'refuse') {
        return json(200, {
          Errors: [
            mouserError(failure.message ?? 'Service is temporarily unavailable', 'ServiceUnavailable'),
          ],
        });
      }
      switch (operation) {
        case 'search':
          return search(body);
        case 'cart':
          return insertIntoCart(body);
        case 'order': {
          const answer = submitOrder(body);
          return failure?.kind === 'accept-then-hang' && answer.status === 200 ? behaviour.hang() : answer;
        }
        case 'orderHistory':
          return history(url.searchParams.get('startDate') ?? '', url.searchParams.get('endDate') ?? '');
        default:
          return detail(url.searchParams.get('salesOrderNumber') ?? '');
      }
    },
  };

  function search(body: unknown): FakeResponse {
    const asked = (body as { SearchByPartRequest?: { mouserPartNumber?: unknown } } | undefined)
      ?.SearchByPartRequest?.mouserPartNumber;
    if (typeof asked !== 'string' || !asked.trim()) {
      return json(200, { Errors: [mouserError('Part number is required', 'Required', 'mouserPartNumber')] });
    }
    const numbers = asked
      .split('|')
      .map((mpn) => normaliseMpn(mpn))
      .filter(Boolean);
    if (numbers.length > 10) {
      return json(200, {
        Errors: [mouserError('A maximum of 10 part numbers is allowed', 'Invalid', 'mouserPartNumber')],
      });
    }
    // Like Mouser: every part whose number starts with an asked one (near matches too).
    const found = [...parts.entries()]
      .filter(([mpn, part]) =>
        numbers.some((asked) => mpn.startsWith(asked) || normaliseMpn(part.MouserPartNumber) === asked),
      )
      .map(([, part]) => part);
    // Like Mouser: at most `resultLimit` parts an answer, while NumberOfResult counts every match.
    return json(200, {
      Errors: [],
      SearchResults: { NumberOfResult: found.length, Parts: found.slice(0, fake.resultLimit) },
    });
  }

  function insertIntoCart(body: unknown): FakeResponse {
    const request = body as { CartKey?: unknown; CartItems?: unknown } | undefined;
    const items = Array.isArray(request?.CartItems) ? (request.CartItems as FakeMouserOrder['items']) : [];
    if (items.length === 0)
      return json(200, { Errors: [mouserError('CartItems is required', 'Required', 'CartItems')] });
    const known = new Set([...parts.values()].map((part) => part.MouserPartNumber));
    const unknown = items.find((item) => !known.has(item.MouserPartNumber));
    if (unknown) {
      return json(200, {
        Errors: [mouserError(`Invalid Mouser part number: ${unknown.MouserPartNumber}`, 'InvalidPartNumber')],
      });
    }
    const cartKey =
      typeof request?.CartKey === 'string' && carts.has(request.CartKey) ? request.CartKey : randomUUID();
    const cart = carts.get(cartKey) ?? [];
    cart.push(...items);
    carts.set(cartKey, cart);
    return json(200, { Errors: [], CartKey: cartKey, CartItems: cart, TotalItemCount: cart.length });
  }

  function submitOrder(body: unknown): FakeResponse {
    const request = body as { CartKey?: unknown; PoNumber?: unknown; SubmitOrder?: unknown } | undefined;
    const cartKey = typeof request?.CartKey === 'string' ? request.CartKey : '';
    const cart = carts.get(cartKey);
    if (!cart || cart.length === 0)
      return json(200, { Errors: [mouserError('Cart is empty or unknown', 'InvalidCartKey', 'CartKey')] });
    if (request?.SubmitOrder !== true) return json(200, { Errors: [], OrderNumber: null });
    sequence.next += 1;
    const order: FakeMouserOrder = {
      webOrderNumber: String(sequence.next),
      salesOrderNumber: String(60_000_000 + (sequence.next % 10_000_000)),
      poNumber: typeof request.PoNumber === 'string' ? request.PoNumber : '',
      cartKey,
      status: 'In Process',
      dateCreated: new Date().toISOString().slice(0, 19),
      items: [...cart],
    };
    orders.push(order);
    carts.delete(cartKey);
    return json(200, { Errors: [], OrderNumber: order.webOrderNumber });
  }

  const historyItem = (order: FakeMouserOrder) => ({
    WebOrderNumber: order.webOrderNumber,
    SalesOrderNumber: order.salesOrderNumber,
    PoNumber: order.poNumber,
    OrderStatusDisplay: order.status,
    DateCreated: order.dateCreated,
  });

  function history(start: string, end: string): FakeResponse {
    const day = (text: string) => {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
      return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
    };
    const from = day(start);
    const to = day(end);
    if (!from || !to)
      return json(200, { Errors: [mouserError('Dates must be MM/DD/YYYY', 'InvalidDate', 'startDate')] });
    const items = orders
      .filter((order) => order.dateCreated.slice(0, 10) >= from && order.dateCreated.slice(0, 10) <= to)
      .map(historyItem);
    return json(200, { Errors: [], OrderHistoryItems: items });
  }

  function detail(salesOrderNumber: string): FakeResponse {
    const order = orders.find((candidate) => candidate.salesOrderNumber === salesOrderNumber);
    if (!order)
      return json(200, { Errors: [mouserError('Order not found', 'NotFound', 'salesOrderNumber')] });
    return json(200, { Errors: [], ...historyItem(order), OrderLines: order.items });
  }

  return fake;
}

/** The fake on its own 127.0.0.1 server: `baseUrl` is what MOUSER_BASE_URL would be. */
export async function startMouserFake(
  options = { searchApiKey: 'mouser-search-key-0001', orderApiKey: 'mouser-order-key-0002' },
) {
  const fake = createMouserFake(options);
  const server = await serveFake((request) => fake.handle(request));
  return { fake, ...options, baseUrl: `${server.baseUrl}`, close: server.close };
}
