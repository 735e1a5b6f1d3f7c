import { accountResponse } from '@boardhouse/shared/auth';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer, precompiledResponse, responseSerializerCompiler } from './response-serializer.ts';

const user = {
  id: 7,
  username: 'demo',
  firstname: 'Dana',
  lastname: 'Meyer',
  roles: ['USER'],
  createdBy: null,
  createProjectsFlag: true,
  email: 'dana@example.com',
  language: 'de',
};

const zodWritten = (schema: z.ZodType, data: unknown) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' })(data);

describe('precompiled response serializer', () => {
  it('writes what zod writes, nullable values and numbers included', () => {
    const serialize = compileSerializer(accountResponse);
    for (const account of [
      user,
      { ...user, createdBy: 3, createProjectsFlag: null, roles: ['ADMIN', 'SUPER_ADMIN'] },
    ]) {
      const data = { account: { user: account } };
      expect(JSON.parse(serialize(data))).toEqual(JSON.parse(zodWritten(accountResponse, data)));
    }
  });

  it('never writes a property the schema leaves out, at any depth', () => {
    const data = {
      account: { user: { ...user, passwordHash: '$argon2id$secret' }, token: 'x' },
      debug: true,
    };
    const written = compileSerializer(accountResponse)(data);
    expect(written).not.toContain('argon2id');
    expect(written).not.toContain('token');
    expect(written).not.toContain('debug');
  });

  it('refuses an answer that lacks a required property', () => {
    const { email: _missing, ...withoutEmail } = user;
    expect(() => compileSerializer(accountResponse)({ account: { user: withoutEmail } })).toThrow(/email/);
  });

  it('refuses, when the route is registered, a schema whose output JSON Schema cannot describe', () => {
    const transformed = z.object({ at: z.date().transform((date) => date.toISOString()) });
    expect(() => compileSerializer(transformed)).toThrow();
  });

  it('serves marked schemas with the compiled serializer and the others with zod', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    const checked = z.object({ count: z.number().int() });
    const marked = precompiledResponse(z.object({ count: z.number().int() }));
    app.get('/checked', { schema: { response: { 200: checked } } }, async () => ({ count: 'many' }));
    app.get('/marked', { schema: { response: { 200: marked } } }, async () => ({ count: 2, extra: 1 }));
    // zod checks each answer: a wrong value is a 500, not a wrong answer.
    expect((await app.inject({ url: '/checked' })).statusCode).toBe(500);
    const answer = await app.inject({ url: '/marked' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"count":2}');
    await app.close();
  });
});
