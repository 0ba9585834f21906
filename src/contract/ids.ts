import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds; anything above cannot exist, so it is bad input. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const IdSchema = (message = 'Invalid id') =>
  z.number().int(message).positive(message).max(MAX_ID, message);

/**
 * A row id in a path or query string: decimal digits only. Number() would also read "0x2", "1e0" and
 * " 1" as ids, so two spellings could name one row and slip past caches, limits and logs that key on the
 * text; only one spelling is accepted (a leading zero is refused for the same reason).
 */
export const IdParamSchema = (message = 'Invalid id') =>
  z
    .string(message)
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(IdSchema(message));
