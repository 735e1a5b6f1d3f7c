import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { registerHealthRoutes } from './health.routes.ts';

const unavailable = {
  error: {
    code: 'DATABASE.UNAVAILABLE',
    message: 'The database is not reachable at the moment; try again in a few seconds.',
  },
};

/**
 * A real PostgreSQL pool pointed at a port where nothing listens: every query fails the way it does
 * while the database is down or restarting (runs without a database server).
 */
describe('while the database cannot be reached', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://nobody@127.0.0.1:1/none',
      poolSize: 2,
    });
    database.useLog({ info: () => {}, warn: () => {} });
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerHealthRoutes(app, database);
    app.get('/rest/test-only/query', async () => database.db.execute(sql`select 1`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('/health/ready answers 503, /health/live still 200', async () => {
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(unavailable);
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('a request that needs the database answers 503 with a retry hint, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/rest/test-only/query' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(unavailable);
  });
});
