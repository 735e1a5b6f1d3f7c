import type { FastifyInstance } from 'fastify';
import { type ArrowFake, createArrowFake } from './arrow-fake.ts';
import type { FakeRequest, FakeResponse } from './fake-http.ts';
import { createMouserFake, type MouserFake } from './mouser-fake.ts';
import { createPartnerOrderFake, type PartnerOrderFake } from './partner-order-fake.ts';
import { loadSimulatorParts, type SimulatorPart } from './simulator-parts.ts';

/** Where the local server serves the distributor simulator (no distributor key set, never in production). */
export const DISTRIBUTOR_SIMULATOR_PREFIX = '/dev/distributors';

/**
 * The keys the simulator accepts. Not secrets: the simulator holds invented data and only runs where no
 * real key is configured. The adapters still send them exactly as they send real keys.
 */
export const SIMULATOR_KEYS = {
  mouserSearch: 'simulator-mouser-search-key',
  mouserOrder: 'simulator-mouser-order-key',
  arrowLogin: 'simulator',
  arrowApiKey: 'simulator-arrow-key',
  arrowOrder: 'simulator-arrow-order-key',
  verical: 'simulator-verical-key',
} as const;

/** The simulator's mount points under its base URL, as the adapters' base URLs. */
export const SIMULATOR_PATHS = {
  mouser: '/mouser',
  arrowSearch: '/arrow/itemservice',
  arrowOrders: '/arrow/orders',
  verical: '/verical',
} as const;

export interface DistributorSimulator {
  mouser: MouserFake;
  arrow: ArrowFake;
  arrowOrders: PartnerOrderFake;
  vericalOrders: PartnerOrderFake;
  handle(request: FakeRequest): Promise<FakeResponse>;
}

/** All three distributors' fakes behind one handler, loaded with the repository's simulator parts. */
export function createDistributorSimulator(
  parts: readonly SimulatorPart[] = loadSimulatorParts(),
): DistributorSimulator {
  const mouser = createMouserFake({
    searchApiKey: SIMULATOR_KEYS.mouserSearch,
    orderApiKey: SIMULATOR_KEYS.mouserOrder,
  });
  const arrow = createArrowFake({ login: SIMULATOR_KEYS.arrowLogin, apiKey: SIMULATOR_KEYS.arrowApiKey });
  const arrowOrders = createPartnerOrderFake({ apiKey: SIMULATOR_KEYS.arrowOrder, orderPrefix: 'AR-' });
  const vericalOrders = createPartnerOrderFake({ apiKey: SIMULATOR_KEYS.verical, orderPrefix: 'VR-' });
  mouser.addParts(parts);
  arrow.addParts(parts);
  const routes: [string, (request: FakeRequest) => Promise<FakeResponse>][] = [
    [SIMULATOR_PATHS.mouser, mouser.handle],
    [SIMULATOR_PATHS.arrowSearch, arrow.handle],
    [SIMULATOR_PATHS.arrowOrders, arrowOrders.handle],
    [SIMULATOR_PATHS.verical, vericalOrders.handle],
  ];
  return {
    mouser,
    arrow,
    arrowOrders,
    vericalOrders,
    async handle(request) {
      for (const [prefix, handle] of routes) {
        if (
          request.url === prefix ||
          request.url.startsWith(`${prefix}/`) ||
          request.url.startsWith(`${prefix}?`)
        ) {
          return handle({ ...request, url: request.url.slice(prefix.length) || '/' });
        }
      }
      return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };
    },
  };
}

/**
 * Serves the simulator in the server's own process under /dev/distributors: the adapters reach it over
 * HTTP exactly as they reach the distributors. Open (no sign-in) and hidden from the OpenAPI document.
 */
export async function mountDistributorSimulator(
  app: FastifyInstance,
  simulator: DistributorSimulator = createDistributorSimulator(),
): Promise<DistributorSimulator> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: `${DISTRIBUTOR_SIMULATOR_PREFIX}/*`,
      config: { access: 'open' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const answer = await simulator.handle({
          method: request.method,
          url: request.url.slice(DISTRIBUTOR_SIMULATOR_PREFIX.length),
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  });
  return simulator;
}
