import { fieldErrorsFromIssues } from '@boardhouse/shared/fields';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, isDatabaseUnreachable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Maps everything thrown in a route to the one error body. Validation answers 400 with one message
 * per field; 5xx answers never carry internals, they are logged with the request id instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsFromIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'is not valid',
        })),
      );
      return reply.code(400).send(AppError.validation(fields).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(
          new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.').toBody(),
        );
    }
    if (status === 413) {
      return reply.code(413).send(new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.').toBody());
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to show their message.
      return reply.code(status).send(new AppError('VALIDATION', error.message).toBody());
    }
    if (isDatabaseUnreachable(error)) {
      // A lost connection (failover, restart): the pool opens a new one, so trying again soon works.
      request.log.warn({ err: error, requestId: request.id }, 'database unreachable');
      return reply.code(503).header('retry-after', '5').send(databaseUnavailable().toBody());
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply.code(500).send(
      new AppError('INTERNAL', `Something went wrong on our side. Reference: ${request.id}`, {
        requestId: request.id,
      }).toBody(),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`).toBody());
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed address (bad percent-encoding) or an
 * over-long path parameter before routing, so the error handler never sees them.
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid: check its special characters.';
  reply.code(400).send(new AppError('VALIDATION', message).toBody());
}
