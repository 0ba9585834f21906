import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds; anything above cannot exist, so it is bad input. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const IdSchema = (message = 'Invalid id') =>
  z.number().int(message).positive(message).max(MAX_ID, message);

/** A row id in a path or query string (text, coerced). */
export const IdParamSchema = (message = 'Invalid id') =>
  z.coerce.number(message).int(message).positive(message).max(MAX_ID, message);
