import type { ActiveSession } from '#contract/auth.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { notFound } from '#server/platform/http/app-error.js';
import {
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  findLiveSessionsOfUser,
} from './member-sessions.repository.js';

/** `currentSessionId` is the private id of the session making the request. */
interface SessionDeps {
  db: Executor;
  actor: User;
  currentSessionId: string;
}

/** The member's signed-in browsers, so they can spot one they do not recognise. */
export async function listActiveSessions({
  db,
  actor,
  currentSessionId,
}: SessionDeps): Promise<ActiveSession[]> {
  const rows = await findLiveSessionsOfUser(db, actor.id);
  return rows.map((row) => ({
    id: row.publicId,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    keepSignedIn: row.keepSignedIn,
    current: row.id === currentSessionId,
  }));
}

/** Ends one chosen session of the member's own; another member's, or none, is a 404 (not a 403: ids are not confirmed). */
export async function endChosenSession({
  db,
  actor,
  input,
  currentSessionId,
}: SessionDeps & { input: { sessionId: number } }): Promise<{ wasCurrent: boolean }> {
  const endedId = await deleteSessionOfUser(db, actor.id, input.sessionId);
  if (!endedId) throw notFound('That session has already ended.');
  return { wasCurrent: endedId === currentSessionId };
}

/** "Sign out everywhere else": every other session of the member ends; the one asking stays. */
export async function endOtherSessions({ db, actor, currentSessionId }: SessionDeps): Promise<number> {
  return deleteOtherSessionsOfUser(db, actor.id, currentSessionId);
}
