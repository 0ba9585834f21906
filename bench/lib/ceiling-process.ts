/**
 * The ceiling: a bare Fastify process on 127.0.0.1 that answers every GET with one precomputed reply (the
 * body and content type in BENCH_CEILING_BODY / BENCH_CEILING_TYPE). Whatever the app does beyond this is
 * the app's own cost: the bench reports the app's req/s as a share of this one's, measured in the same run
 * on the same loaded machine.
 */
import Fastify from 'fastify';

const body = process.env.BENCH_CEILING_BODY ?? '{}';
const type = process.env.BENCH_CEILING_TYPE ?? 'application/json; charset=utf-8';
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.type(type).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
