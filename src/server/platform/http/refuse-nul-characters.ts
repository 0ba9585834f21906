import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.js';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character, and no form produces it: refuse it up front with a
 * clear 400 instead of letting a query fail on it.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest('Text cannot contain NUL characters.');
    }
  });
}
