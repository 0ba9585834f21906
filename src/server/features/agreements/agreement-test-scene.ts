import { expect } from 'vitest';
import type { AgreementTermsInput, AgreementView } from '#contract/agreements.js';
import { signInNamedMember } from '#tests/setup/http.js';
import type { TestContext } from '#tests/setup/test-app.js';
import { giveYardDetails } from '#tests/setup/horses.js';
import { askToShare, biscuitWithMornings } from '#tests/setup/share-scene.js';

/** The owner's part as a careful owner writes it (the tests change one line of it at a time). */
export const TERMS: AgreementTermsInput = {
  schooling: true,
  hacking: true,
  hackingAlone: false,
  jumping: false,
  longestRide: 'Two hours',
  duties: 'Muck out and skip out on your days; fill the hay nets.',
  tack: 'Use Biscuit’s own saddle and bridle; bring your own hat and body protector.',
  vet: 'Thirsk Equine Vets, 01845 000000',
  farrier: 'Sam Shoes, 07700 900456',
  emergencyContact: 'Fiona 07700 900123',
  ifHorseUnwell: 'Call Fiona first, then the vet. Do not ride a lame horse.',
  ifSharerHurt: 'Call 999 if needed, then Fiona.',
  passportNumber: '826002000123456',
  microchip: '985141000123456',
  ownerInsuranceCoversRider: 'yes',
  riderHasOwnCover: 'not-sure',
};

/**
 * Fiona's Biscuit, a yard card, mornings every day, and Jo's share of it (Tuesdays and Saturdays, a
 * five-week trial) accepted; Sam is a member with nothing to do with it. The clock is the caller's
 * (Monday 1 March 2027).
 */
export async function agreementScene(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const member = (firstName: string, userType: 'owner' | 'enthusiast') =>
    signInNamedMember(ctx.app, ctx.db, firstName, userType, {
      lastName: userType === 'owner' ? 'Owner' : 'Rider',
    });
  const owner = await member('Fiona', 'owner');
  const rider = await member('Jo', 'enthusiast');
  const other = await member('Sam', 'enthusiast');
  const { horse, slot } = await biscuitWithMornings(ctx.db, owner.user.id, {
    horse: { breed: 'Welsh Cob', age: 12, height: '14.3-15.2hh' },
  });
  await giveYardDetails(call, owner, horse.id, {
    address: 'Hill Farm, Thirsk',
    emergencyContact: 'Fiona 07700 900123',
  });
  const asked = await askToShare(call, rider, slot);
  expect(asked.statusCode, asked.body).toBe(201);
  const id: number = asked.json().id;
  expect((await call('POST', `/api/requests/${id}/accept`, owner.cookie)).statusCode).toBe(200);

  const url = `/api/requests/${id}/agreement`;
  const read = async (who: { cookie: string }): Promise<AgreementView> => {
    const reply = await call('GET', url, who.cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };
  const save = (who: { cookie: string }, terms: object) => call('PUT', url, who.cookie, terms);
  const accept = (who: { cookie: string }, version: unknown) =>
    call('POST', `${url}/accept`, who.cookie, { version });
  return { call, owner, rider, other, horse, slot, id, url, read, save, accept };
}
