import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageReplySchema, RegisterSchema } from '#contract/auth';
import type { Interest } from '#contract/options';
import type { UserType } from '#contract/users';
import { apiJson, apiRequest } from '#client/lib/api';

/** The body of POST /api/auth/register and POST /api/users. */
export type RegistrationPayload = z.input<typeof RegisterSchema>;
/**
 * What both answer (202), whether or not the address already had an account: nobody is signed in, and
 * the mail to the address says which (docs/decisions/0023-limits-per-member-and-address.md, 2026-11-28).
 */
type RegistrationReceived = z.infer<typeof MessageReplySchema>;

/** POST /api/auth/register: the three-step wizard. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationPayload) =>
      apiJson<RegistrationReceived>('POST', '/api/auth/register', input),
  });
}

/** POST /api/users: the single-page registration. */
export function useCreateUser() {
  return useMutation({
    mutationFn: (input: RegistrationPayload) => apiJson<RegistrationReceived>('POST', '/api/users', input),
  });
}

/** How long the wizard waits for a progress call before moving on regardless. */
export const SESSION_CALL_TIMEOUT_MS = 4000;

/**
 * Runs a registration-session call without ever blocking the user (docs/product.md §M2): a failure is ignored,
 * and a call that hangs is left behind after a few seconds.
 */
async function bestEffort(call: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SESSION_CALL_TIMEOUT_MS);
  });
  try {
    await Promise.race([call(), timeout]);
  } catch {
    // The wizard's progress record is a convenience; registration itself does not depend on it.
  } finally {
    clearTimeout(timer);
  }
}

/** A client-generated session id: a UUID, or random hex where randomUUID is missing (plain-http hosts). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sessionUrl = (sessionId: string) => `/api/registration-sessions/${encodeURIComponent(sessionId)}`;

export function createRegistrationSession(input: {
  sessionId: string;
  userType: UserType;
  interests: Interest[];
}): Promise<void> {
  return bestEffort(() => apiRequest('POST', '/api/registration-sessions', { ...input, currentStep: 1 }));
}

export function saveRegistrationDetails(
  sessionId: string,
  details: { email: string; firstName: string; lastName: string },
): Promise<void> {
  return bestEffort(() => apiRequest('PUT', sessionUrl(sessionId), { ...details, currentStep: 2 }));
}

export function saveRegistrationProfile(
  sessionId: string,
  profile: { city: string; postcode: string; bio: string | null },
): Promise<void> {
  return bestEffort(() => apiRequest('PUT', sessionUrl(sessionId), { ...profile, currentStep: 3 }));
}

export function completeRegistrationSession(sessionId: string): Promise<void> {
  return bestEffort(() => apiRequest('POST', `${sessionUrl(sessionId)}/complete`));
}
