import type { FastifyInstance } from 'fastify';

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
