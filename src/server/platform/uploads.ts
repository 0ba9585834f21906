import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from './app-error.js';
import { tryDecodeURIComponent } from './decode.js';

/**
 * Multipart parsing for the upload calls (each route sets its own size limit), and, with local storage,
 * other uploaded files served at /uploads/. File names are random and never reused, so they cache forever.
 * Horse photos are not served from here: until approved they are private, so the horses feature serves
 * them after checking who asks (photo-files.routes.ts); this handler refuses that folder whatever the
 * spelling of the path.
 */
export async function registerUploads(app: FastifyInstance, options: { localRoot?: string }): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });
  if (!options.localRoot) return;
  await app.register(fastifyStatic, {
    root: options.localRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => !isHorsePhotoPath(pathName),
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

/** True for any spelling of a path into the horses folder (encoded slashes, another case). */
function isHorsePhotoPath(pathName: string): boolean {
  const decoded = tryDecodeURIComponent(pathName);
  return decoded === undefined || /(^|[\\/])horses([\\/]|$)/i.test(decoded);
}

/**
 * The one file of a multipart request, as a buffer. A missing or differently named file, or a body that
 * is not valid multipart, is a 400; a file over `maxBytes` a 413 with the given message.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart form data (field ${field}).`);
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw badRequest(`No file received (field ${field}).`);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(tooLargeMessage);
    // Busboy's complaints about a broken body ("Unexpected end of form", "Boundary not found").
    throw badRequest('The upload could not be read. Please try again.');
  }
}
