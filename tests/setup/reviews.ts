import { insertHorse, insertUser } from '#server/db/factories.js';
import { publishDueReviews } from '#server/features/reviews/index.js';
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

/**
 * As if the days a review waits for the other member's had passed (decision 0057): every waiting review
 * comes out, with the ratings it counts in. For tests about what a review counts once it is out.
 */
export async function bringOutWaitingReviews(ctx: TestContext): Promise<void> {
  await publishDueReviews(ctx.db, '9999-12-31');
}
