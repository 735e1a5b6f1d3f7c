import type { FastifyInstance } from 'fastify';
import type { MultisafepaySimulator } from './simulator.ts';

/** Where the local server serves the simulator (without MSP_API_KEY, never in production). */
export const SIMULATOR_PREFIX = '/dev/multisafepay';

/**
 * Serves the simulator in the server's own process: the adapter still reaches it over HTTP exactly as it
 * reaches MultiSafepay, and the browser sees its test payment page. Bodies stay text, as it wants them.
 */
export async function mountMultisafepaySimulator(
  app: FastifyInstance,
  simulator: MultisafepaySimulator,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST', 'PATCH'],
      url: `${SIMULATOR_PREFIX}/*`,
      config: { access: 'open' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const answer = await simulator.handle({
          method: request.method,
          url: request.url.slice(SIMULATOR_PREFIX.length),
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  });
}
