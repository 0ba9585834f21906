import { insertHorse, insertUser } from '#server/db/factories.js';
import { signIn } from './http.js';
import type { TestContext } from './test-app.js';

/**
 * The pair every review test starts from, signed in: Olive, an owner with a horse named Biscuit, and a
 * rider (an enthusiast) who may visit it.
 */
export async function ownerHorseAndRider(ctx: TestContext) {
  const owner = await insertUser(ctx.db, {
    email: 'owner@example.test',
    userType: 'owner',
    firstName: 'Olive',
  });
  const horse = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Biscuit' });
  const rider = await insertUser(ctx.db, { email: 'rider@example.test', userType: 'enthusiast' });
  return {
    owner,
    horse,
    rider,
    ownerCookie: await signIn(ctx.app, owner.email),
    riderCookie: await signIn(ctx.app, rider.email),
  };
}
