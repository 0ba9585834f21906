import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './app-error.js';
import { clientErrorFromDatabase, isDatabaseUnavailable, loggableError } from './database-errors.js';

export interface ErrorReply {
  message: string;
  fieldErrors?: FieldErrors;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * One place that turns every failure into `{ message, fieldErrors? }` with a true status. Bad input is
 * always a 4xx; anything unexpected is logged with its stack and answered with a plain 500 that carries
 * no internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorReply = { message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = error.validation[0];
      const message = first?.message ?? 'Please check the highlighted fields.';
      return reply.status(400).send({ message, fieldErrors } satisfies ErrorReply);
    }
    const fromDatabase = clientErrorFromDatabase(error);
    if (fromDatabase) return reply.status(fromDatabase.statusCode).send({ message: fromDatabase.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit) carry
      // messages written for API users, never internals.
      return reply.status(status).send({ message: clientMessage(error) } satisfies ErrorReply);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: say so at once, and when to come back, rather than a 500.
      request.log.warn({ error: loggableError(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_MESSAGE } satisfies ErrorReply);
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON.';
    default:
      return error.message;
  }
}
