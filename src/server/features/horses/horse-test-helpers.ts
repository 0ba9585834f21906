import type { FastifyInstance } from 'fastify';
import { multipartFile } from '#tests/setup/multipart.js';
import { sampleJpeg as jpeg } from '#tests/setup/sample-files.js';

export { jpeg };

export async function uploadImage(app: FastifyInstance, cookie: string, data?: Buffer, name = 'horse.jpg') {
  const body = multipartFile('horseImage', { name, type: 'image/jpeg', data: data ?? (await jpeg()) });
  return app.inject({
    method: 'POST',
    url: '/api/horses/upload-image',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

export { createHorseViaApi, validHorse } from '#tests/setup/horses.js';
