import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart parsing for the upload calls (each route sets its own size limit), and, with local storage,
 * the uploaded files served at /uploads/. File names are random and never reused, so they cache forever.
 */
export async function registerUploads(app: FastifyInstance, options: { localRoot?: string }): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });
  if (!options.localRoot) return;
  await app.register(fastifyStatic, {
    root: options.localRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
