import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { registrationSessions } from '#server/db/schema/index.js';

const ctx = useTestApp();

const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

describe('registration sessions', () => {
  it('keeps the wizard progress from step 1 to completion', async () => {
    const id = 'c0ffee00-1234-4abc-9def-000000000001';
    const created = await call('POST', '/api/registration-sessions', {
      sessionId: id,
      userType: 'enthusiast',
      interests: ['learn-to-ride', 'help-nearby'],
      currentStep: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ sessionId: id, currentStep: 1, completedAt: null });

    const step2 = await call('PUT', `/api/registration-sessions/${id}`, {
      email: 'sam@example.test',
      firstName: 'Sam',
      lastName: 'Lee',
      currentStep: 2,
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json()).toEqual({
      sessionId: id,
      userType: 'enthusiast',
      currentStep: 2,
      completedAt: null,
    });
    // The reply never echoes the details: knowing an id must not reveal who is registering.
    expect(step2.body).not.toContain('sam@example.test');

    const step3 = await call('PUT', `/api/registration-sessions/${id}`, {
      city: 'Leeds',
      postcode: 'LS1 4AP',
      bio: 'Weekend rider',
      currentStep: 3,
    });
    expect(step3.json()).toMatchObject({ currentStep: 3 });
    const [row] = await ctx.db
      .select()
      .from(registrationSessions)
      .where(eq(registrationSessions.sessionId, id));
    expect(row).toMatchObject({
      email: 'sam@example.test',
      firstName: 'Sam',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    });

    const complete = await call('POST', `/api/registration-sessions/${id}/complete`);
    expect(complete.statusCode).toBe(200);
    expect(complete.json().completedAt).not.toBeNull();
  });

  it('refuses bad input and answers 404 for an unknown session', async () => {
    expect(
      (await call('POST', '/api/registration-sessions', { sessionId: 'x', userType: 'owner' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/registration-sessions', {
          sessionId: 'abcdefgh12abcdefgh12abcdefgh12ab',
          userType: 'admin',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/registration-sessions', {
          sessionId: 'abcdefgh12abcdefgh12abcdefgh12ab',
          userType: 'owner',
          interests: ['not-an-interest'],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/registration-sessions/abcdefgh99abcdefgh99abcdefgh99ab', { currentStep: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/registration-sessions/abcdefgh99abcdefgh99abcdefgh99ab/complete')).statusCode,
    ).toBe(404);
  });
});
