import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '#server/db/schema/index.js';
import { AppError, badRequest, forbidden, payloadTooLarge } from '#server/platform/http/app-error.js';
import { currentUser } from '#server/platform/sessions/session.js';

/**
 * Multipart parsing for the upload calls (each route sets its own size limit). Stored files are served by
 * the features that own them (horse photos after checking who asks, profile photos to anyone), read
 * through the storage adapter, so a local folder and a private bucket behave the same.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });
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
  return (await readNamedUpload(request, field, maxBytes, (_name) => tooLargeMessage)).buffer;
}

/**
 * readUpload, with the name the member's file had (empty when the browser sent none), so a refusal can
 * say which file it was: `tooLarge` is given that name.
 */
export async function readNamedUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: (fileName: string) => string,
): Promise<{ buffer: Buffer; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart form data (field ${field}).`);
  let fileName = '';
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw badRequest(`No file received (field ${field}).`);
    fileName = file.filename ?? '';
    return { buffer: await file.toBuffer(), fileName, fields: textFieldsOf(file.fields) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(tooLarge(fileName));
    // Busboy's complaints about a broken body ("Unexpected end of form", "Boundary not found").
    throw badRequest('The upload could not be read. Please try again.');
  }
}

/**
 * The text fields sent before the file (a form puts them first; fields after the file are not read), each
 * once: a name sent twice keeps its first value.
 */
function textFieldsOf(fields: MultipartFields): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, parts] of Object.entries(fields)) {
    const first = Array.isArray(parts) ? parts[0] : parts;
    if (first?.type === 'field' && typeof first.value === 'string') found[name] = first.value;
  }
  return found;
}

/**
 * A signed-in member's upload to their own account (`/api/users/:id/...`): refused with `notYours`
 * before the body is read when `id` is someone else's, then read as readUpload does.
 */
export async function readOwnUpload(
  request: FastifyRequest,
  id: number,
  upload: { field: string; maxBytes: number; tooLarge: string; notYours: string },
): Promise<{ actor: User; file: Buffer; fields: Record<string, string> }> {
  const actor = currentUser(request);
  if (actor.id !== id) throw forbidden(upload.notYours);
  const { buffer, fields } = await readNamedUpload(
    request,
    upload.field,
    upload.maxBytes,
    () => upload.tooLarge,
  );
  return { actor, file: buffer, fields };
}
