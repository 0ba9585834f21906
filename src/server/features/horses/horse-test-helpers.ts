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

export const validHorse = {
  name: 'Bramble',
  breed: 'Welsh Pony',
  age: 12,
  color: 'Bay',
  height: '13.3-14.2hh',
  description: 'A kind schoolmaster who loves hacking out.',
  location: 'York',
  postcode: 'YO1 7HH',
  services: ['exercising-riding', 'general-care'],
  experienceLevel: 'beginner',
  temperament: ['calm', 'friendly'],
  specialNeeds: 'Sweet itch in summer',
};

export async function createHorseViaApi(app: FastifyInstance, cookie: string, overrides: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/horses',
    headers: { cookie },
    payload: { ...validHorse, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`create horse failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; images: string[]; imageApprovalStatus: string[] };
}
