import { existsSync } from 'node:fs';
import { PRODUCT_NAME } from '@boardhouse/shared/product';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { webFileCacheControl } from './plugins/cache-control.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

/** Security headers, rate limiting, uploads and the API documentation: what the routes registered after rely on. */
export async function registerHttpPlugins(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // Several processes on one PostgreSQL share their counters there (plugins/rate-limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
  });
  // Registered once for every upload route (BOM, CPL, MPN-data CSV); routes check sizes of their own.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 200, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '2.87.4' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** The built web app's files; a server without them still answers the API (and says how to build them). */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      setHeaders: webFileCacheControl,
    });
  } else {
    app.log.warn(`web app not built (${config.webDistDir} missing): run npm run build`);
  }
}
