import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#contract/auth.js';
import { PLACE_MESSAGES } from '#contract/places.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { POSTCODE_TOWN_RATE_LIMIT } from './places.routes.js';

const ctx = useTestApp();

// Limits count per address and outlive the per-test reset: each request comes from its own address.
let nextAddress = 1;
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const townFor = (payload: object, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/places/postcode-town', payload, remoteAddress });

describe('POST /api/places/postcode-town (issue 46)', () => {
  it("answers the postcode district's town for a postcode typed in any spacing or case", async () => {
    const york = await townFor({ postcode: 'yo17hh' });
    expect(york.statusCode).toBe(200);
    expect(york.json()).toEqual({ postcode: 'YO1 7HH', town: 'York' });
    expect((await townFor({ postcode: ' HG1 1AA ' })).json()).toEqual({
      postcode: 'HG1 1AA',
      town: 'Harrogate',
    });
  });

  it('refuses what is not a UK postcode with the registration words, and says so for an unknown district', async () => {
    for (const postcode of ['12345', 'XX1 1XX', 'SW1A', 'York']) {
      const res = await townFor({ postcode });
      expect(res.statusCode, postcode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ postcode: [AUTH_MESSAGES.postcodeInvalid] });
    }
    for (const payload of [{}, { postcode: '' }, { postcode: 'x'.repeat(11) }, { postcode: 7 }]) {
      expect((await townFor(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await townFor({ postcode: 'GU99 1AA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PLACE_MESSAGES.noTownForPostcode);
  });

  it('is rate-limited per address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i <= POSTCODE_TOWN_RATE_LIMIT.max; i++) {
      statuses.push((await townFor({ postcode: 'YO1 7HH' }, address)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
