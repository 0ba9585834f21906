import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';

// Account deletion takes the rows kept under the member's address only once the member confirmed it: an
// unconfirmed account is no proof that the wizard progress typed under its address is the member's
// (decision 0049).

const ctx = useTestApp();

const SAM = 'sam@example.test';

/** Sam's registration, as the wizard keeps it after step 2 (under Sam's address); returns its id. */
async function wizardAtStep2(sessionId: string): Promise<string> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/registration-sessions',
    payload: { sessionId, userType: 'enthusiast', interests: [], currentStep: 1 },
  });
  expect(started.statusCode).toBe(201);
  const step2 = await ctx.app.inject({
    method: 'PUT',
    url: `/api/registration-sessions/${sessionId}`,
    payload: { email: SAM, firstName: 'Sam', lastName: 'Lee', currentStep: 2 },
  });
  expect(step2.statusCode).toBe(200);
  return sessionId;
}

const step3 = (sessionId: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/registration-sessions/${sessionId}`,
    payload: { city: 'Leeds', postcode: 'LS1 4AP', currentStep: 3 },
  });

async function deleteAccountOf(email: string) {
  const cookie = await signIn(ctx.app, email);
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: { cookie },
    payload: { password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('deleting an account and the wizard progress under its address', () => {
  it('leaves what someone else typed under an address the account never confirmed', async () => {
    const sessionId = await wizardAtStep2('c0ffee00-1234-4abc-9def-000000000049');
    // Someone else registered Sam's address and never confirmed it, then deletes that account.
    await insertUser(ctx.db, { email: SAM, emailVerifiedAt: null });
    await deleteAccountOf(SAM);
    // Sam carries on where they left off.
    const res = await step3(sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sessionId, currentStep: 3 });
  });

  it('takes the progress under an address the member confirmed', async () => {
    const sessionId = await wizardAtStep2('c0ffee00-1234-4abc-9def-000000000050');
    await insertUser(ctx.db, { email: SAM });
    await deleteAccountOf(SAM);
    expect((await step3(sessionId)).statusCode).toBe(404);
  });
});
