import type { FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A GET list of the admin area: the query (limit/offset, and any filters) is parsed by `querystring`,
 * `load` returns one page and the total, and the total travels in X-Total-Count.
 */
export function pagedRoute<Query extends z.ZodType, Items extends z.ZodType>(
  app: ZodApp,
  url: string,
  schemas: { querystring: Query; response: Items },
  load: (input: z.output<Query>) => Promise<{ items: z.input<Items>; total: number }>,
): void {
  // The zod type provider cannot infer through generic schemas; `load`'s signature carries the types.
  const schema: FastifySchema = { querystring: schemas.querystring, response: { 200: schemas.response } };
  app.withTypeProvider<FastifyTypeProviderDefault>().get(url, { schema }, async (request, reply) => {
    // The validator compiler has already parsed the query with `querystring`.
    const { items, total } = await load(request.query as z.output<Query>);
    reply.header('x-total-count', String(total));
    return items;
  });
}
