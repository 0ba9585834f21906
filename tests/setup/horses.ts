import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { horses } from '#server/db/schema/index.js';
import { multipartFile } from './multipart.js';
import { sampleJpeg } from './sample-files.js';
import type { TestContext } from './test-app.js';

/**
 * A horse through the API as a member adds one (POST /api/horses): for the tests of any feature or of the
 * platform that need a listing made the way members make them.
 */
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

/** POST /api/horses as the member with the cookie, whatever the answer. */
export function postHorse(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/horses', headers: { cookie }, payload });
}

export async function createHorseViaApi(app: FastifyInstance, cookie: string, overrides: object = {}) {
  const res = await postHorse(app, cookie, { ...validHorse, ...overrides });
  if (res.statusCode !== 201) throw new Error(`create horse failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; images: string[]; imageApprovalStatus: string[] };
}

export async function uploadImage(app: FastifyInstance, cookie: string, data?: Buffer, name = 'horse.jpg') {
  const body = multipartFile('horseImage', { name, type: 'image/jpeg', data: data ?? (await sampleJpeg()) });
  return app.inject({
    method: 'POST',
    url: '/api/horses/upload-image',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/**
 * The owner's horse with two photos, the first still waiting for review and the second approved (so the
 * cover is not yet public).
 */
export async function horseWithPendingAndApprovedPhotos(
  ctx: Pick<TestContext, 'app' | 'db'>,
  cookie: string,
) {
  const pending = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
  const approved = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
  const horse = await createHorseViaApi(ctx.app, cookie, { images: [pending, approved] });
  await ctx.db
    .update(horses)
    .set({ imageApprovalStatus: ['pending', 'approved'] })
    .where(eq(horses.id, horse.id));
  return { horse, pending, approved };
}

/** A test file's call to the API as a member (or nobody), of which a step needs one method. */
export type MemberCall<Method extends string> = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** The owner gives the horse's yard card (what a sharer reads once a share is accepted). */
export async function giveYardDetails(
  call: MemberCall<'PUT'>,
  owner: { cookie: string },
  horseId: number,
  yard: object = {
    address: 'Hill Farm, Thirsk',
    parking: 'By the barn',
    emergencyContact: 'Fiona 07700 900123',
  },
) {
  expect((await call('PUT', `/api/horses/${horseId}/yard-details`, owner.cookie, yard)).statusCode).toBe(200);
}
