import type {
  RegistrationSession as RegistrationSessionView,
  RegistrationSessionCreateInput,
  RegistrationSessionUpdateInput,
} from '#contract/auth.js';
import type { Executor } from '#server/db/client.js';
import type { RegistrationSession } from '#server/db/schema/index.js';
import { badRequest, notFound } from '#server/platform/http/app-error.js';
import { updateRegistrationSession, upsertRegistrationSession } from './registration-sessions.repository.js';

const toView = (row: RegistrationSession): RegistrationSessionView => ({
  sessionId: row.sessionId,
  userType: row.userType,
  currentStep: row.currentStep,
  completedAt: row.completedAt?.toISOString() ?? null,
});

const orMissing = (row: RegistrationSession | undefined): RegistrationSessionView => {
  if (!row) throw notFound('Registration session not found');
  return toView(row);
};

/** Starting twice with one id (a page reload on step 1) starts that session over. */
export async function startRegistrationSession({
  db,
  input,
}: {
  db: Executor;
  input: RegistrationSessionCreateInput;
}): Promise<RegistrationSessionView> {
  const { sessionId, ...values } = input;
  return toView(await upsertRegistrationSession(db, sessionId, values));
}

export async function advanceRegistrationSession({
  db,
  id,
  input,
}: {
  db: Executor;
  id: string;
  input: RegistrationSessionUpdateInput;
}): Promise<RegistrationSessionView> {
  // Unknown keys are stripped by the schema: a body with no known field would be an empty update.
  if (Object.values(input).every((value) => value === undefined))
    throw badRequest('Nothing to change: send at least one field of the registration.');
  return orMissing(await updateRegistrationSession(db, id, input));
}

export async function completeRegistrationSession({
  db,
  id,
}: {
  db: Executor;
  id: string;
}): Promise<RegistrationSessionView> {
  return orMissing(await updateRegistrationSession(db, id, { completedAt: new Date() }));
}
