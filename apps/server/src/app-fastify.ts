import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { registerNoStore } from './plugins/cache-control.ts';
import { MOST_CONNECTIONS, REQUEST_TIMEOUT_MS } from './plugins/connection-limits.ts';
import { shortLogStream } from './plugins/dev-log-format.ts';
import { answerRouterError, registerErrorHandler } from './plugins/error-handler.ts';
import { logSerializers } from './plugins/log-safety.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerStorableText } from './plugins/storable-text.ts';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.refreshToken',
  'req.headers["x-refresh-token"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
];

/**
 * The Fastify instance before any plugin or route: its logger, limits, compilers and error answers.
 * The services are built with its logger, so it comes first.
 */
export function createFastify(config: Config, logStream: DestinationStream | undefined): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Paths lose their query strings and codes; errors lose query parameters (plugins/log-safety.ts).
      serializers: logSerializers,
      ...(logStream
        ? { stream: logStream }
        : config.logFormat === 'short'
          ? { stream: shortLogStream() }
          : {}),
    },
    bodyLimit: 1024 * 1024,
    // Bounds slow requests without ending live-event streams (plugins/connection-limits.ts).
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // The router refuses some addresses before any handler runs; they still get the one error body.
    frameworkErrors: answerRouterError,
  });
  app.server.maxConnections = MOST_CONNECTIONS;
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true reads the client’s address from the first X-Forwarded-For entry, which a client can write itself unless the proxy replaces the header: name the proxies’ addresses or network instead (TRUST_PROXY=10.0.0.0/8, or uniquelocal), so rate limits cannot be dodged',
    );
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app);
  registerStorableText(app);
  return app;
}
