import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import {
  FakeBehaviour,
  type FakeRequest,
  type FakeResponse,
  json,
  MALFORMED,
  SERVER_ERROR,
  serveFake,
} from './fake-http.ts';
import type { SimulatorOffer, SimulatorPart } from './simulator-parts.ts';

/**
 * An Arrow item service v4 stand-in: `GET /search/token?login=&apikey=&search_token=`, answering every
 * part whose number starts with the token (near matches too), with Arrow's and Verical's offers inside,
 * and `success:false` in the transaction area for failures, as Arrow does.
 */
export type ArrowWirePart = Record<string, unknown> & { partNum: string };

export interface ArrowFake {
  handle(request: FakeRequest): Promise<FakeResponse>;
  behaviour: FakeBehaviour;
  /** By normalised manufacturer part number. */
  parts: Map<string, ArrowWirePart>;
  addParts(parts: readonly SimulatorPart[]): void;
  addWireParts(parts: readonly ArrowWirePart[]): void;
}

const usd = (amount: number) => `$${amount < 1 ? amount.toFixed(amount < 0.1 ? 4 : 3) : amount.toFixed(2)}`;

function sourcePart(offer: SimulatorOffer) {
  return {
    packSize: offer.multiple,
    minimumOrderQuantity: offer.moq,
    sourcePartNumber: offer.sku,
    sourcePartId: offer.sku,
    containerType: offer.packaging,
    Prices: {
      resaleList: offer.priceBreaks.map(([minQty, price], index) => ({
        price,
        displayPrice: usd(price),
        minQty,
        maxQty: (offer.priceBreaks[index + 1]?.[0] ?? 1_000_000_000) - 1,
      })),
    },
    Availability: [
      {
        fohQty: offer.stock,
        availabilityCd: offer.stock > 0 ? 'INSTK' : 'NOSTK',
        availabilityMessage: offer.stock > 0 ? 'In Stock' : 'No Stock',
      },
    ],
    ...(offer.leadTimeDays !== null ? { mfrLeadTime: Math.ceil(offer.leadTimeDays / 7) } : {}),
    dateCode: '2540',
  };
}

/** A neutral catalogue part as Arrow writes it; null when neither Arrow nor Verical has it. */
export function arrowWirePart(part: SimulatorPart): ArrowWirePart | null {
  const { Arrow: arrow, Verical: verical } = part.offers;
  if (!arrow && !verical) return null;
  const webSites = [
    ...(arrow
      ? [
          {
            code: 'arrow.com',
            name: 'Arrow.com',
            sources: [
              {
                currency: 'USD',
                sourceCd: 'ACNA',
                displayName: 'Americas',
                sourceParts: [sourcePart(arrow)],
              },
            ],
          },
        ]
      : []),
    ...(verical
      ? [
          {
            code: 'Verical.com',
            name: 'Verical.com',
            sources: [
              {
                currency: 'USD',
                sourceCd: 'VERICAL',
                displayName: 'Verical',
                sourceParts: [sourcePart(verical)],
              },
            ],
          },
        ]
      : []),
  ];
  return {
    itemId: Math.abs([...part.mpn].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7)),
    partNum: part.mpn,
    desc: part.description,
    manufacturer: { mfrCd: part.manufacturer.slice(0, 4).toUpperCase(), mfrName: part.manufacturer },
    packageType: part.package,
    mountingType: part.mountingStyle === 'THT' ? 'Through Hole' : 'Surface Mount',
    InvOrg: { webSites },
  };
}

const answer = (success: boolean, message: string, parts: ArrowWirePart[]) =>
  json(200, {
    itemserviceresult: {
      serviceMetaData: [{ version: '4.0' }],
      transactionArea: [
        {
          response: { returnCode: success ? '0' : '1', returnMsg: message, success },
          transactionId: `fake-${Date.now()}`,
        },
      ],
      data: success ? [{ resources: [], PartList: parts, resultsFound: parts.length }] : [],
    },
  });

export function createArrowFake(options: { login: string; apiKey: string }): ArrowFake {
  const behaviour = new FakeBehaviour();
  const parts = new Map<string, ArrowWirePart>();
  return {
    behaviour,
    parts,
    addParts(list) {
      for (const part of list) {
        const wire = arrowWirePart(part);
        if (wire) parts.set(normaliseMpn(part.mpn), wire);
      }
    },
    addWireParts(list) {
      for (const part of list) parts.set(normaliseMpn(part.partNum), part);
    },
    async handle(request) {
      const url = new URL(request.url, 'http://arrow.local');
      const isSearch = request.method === 'GET' && url.pathname.replace(/\/+$/, '') === '/search/token';
      const token = url.searchParams.get('search_token') ?? '';
      behaviour.log(isSearch ? 'search' : 'unknown', request, { search_token: token });
      await behaviour.delay();
      if (!isSearch) return json(404, { message: 'Not found' });
      if (
        url.searchParams.get('login') !== options.login ||
        url.searchParams.get('apikey') !== options.apiKey
      ) {
        return answer(false, 'Invalid login or API key', []);
      }
      const failure = behaviour.take('search');
      if (failure?.kind === 'hang') return behaviour.hang();
      if (failure?.kind === 'http-500') return SERVER_ERROR;
      if (failure?.kind === 'malformed') return MALFORMED;
      if (failure?.kind === 'refuse')
        return answer(false, failure.message ?? 'Service temporarily unavailable', []);
      const asked = normaliseMpn(token);
      if (!asked) return answer(false, 'search_token is required', []);
      const found = [...parts.entries()].filter(([mpn]) => mpn.startsWith(asked)).map(([, part]) => part);
      return answer(true, 'Success', found);
    },
  };
}

/** The fake on its own 127.0.0.1 server: `baseUrl` is what ARROW_BASE_URL would be. */
export async function startArrowFake(options = { login: 'boardhouse-test', apiKey: 'arrow-key-0123456789' }) {
  const fake = createArrowFake(options);
  const server = await serveFake((request) => fake.handle(request));
  return { fake, ...options, baseUrl: server.baseUrl, close: server.close };
}
