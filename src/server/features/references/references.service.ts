import { randomBytes } from 'node:crypto';
import {
  REFERENCE_LIMITS,
  REFERENCE_MESSAGES,
  referenceLine,
  type OwnReference,
  type PublicReference,
  type RefereeLink,
  type RefereeLinkState,
  type ReferenceAnswerInput,
  type ReferenceAskInput,
} from '#contract/references.js';
import { canListHorses } from '#contract/rules/horse-policy.js';
import type { Database, Executor } from '#server/db/client.js';
import { lockMemberUntilCommit } from '#server/db/member-locks.js';
import type { RiderReference, User } from '#server/db/schema/index.js';
import {
  badRequest,
  conflict,
  forbidden,
  gone,
  notFound,
  tooManyRequests,
} from '#server/platform/http/app-error.js';
import { now as clockNow } from '#server/platform/clock.js';
import { hashToken } from '#server/platform/sessions/session.js';
import { findUserById } from '../users/index.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import { mailReferenceAsk } from './references.mail.js';
import {
  answerIfOpen,
  countAsksSince,
  countReferees,
  findAsksOfAddress,
  findByTokenHash,
  findOwnAsks,
  findReference,
  findShownReferences,
  findShownReferencesOf,
  insertReferenceAsk,
  markReferenceHidden,
  renewAsk,
  withdrawAskIf,
} from './references.repository.js';
import { toOwnReference, toPublicReference } from './references.views.js';

const DAY_MS = 86_400_000;

/**
 * POST /api/references: the signed-in rider asks someone outside the site (decision 0055). Refused: the
 * member's own address (400), a referee who already gave one or whose link is still open (409), a fourth
 * person on record (409), a fourth ask in seven days (429). All counted under the member's lock, so asks
 * sent at once are counted one by one. The referee is mailed a single-use link, valid 14 days.
 */
export async function askForReference(
  deps: SiteMail & { db: Database; actor: User; input: ReferenceAskInput },
): Promise<OwnReference> {
  const { db, actor, input } = deps;
  if (canListHorses(actor)) throw forbidden('Only riders can ask for references');
  if (input.refereeEmail.toLowerCase() === actor.email.toLowerCase())
    throw badRequest(REFERENCE_MESSAGES.ownAddress, { refereeEmail: [REFERENCE_MESSAGES.ownAddress] });
  const now = clockNow();
  const token = randomBytes(32).toString('base64url');
  const link = {
    refereeName: input.refereeName,
    relationship: input.relationship,
    tokenHash: hashToken(token),
    askedAt: now,
    expiresAt: new Date(now.getTime() + REFERENCE_LIMITS.linkLifetimeDays * DAY_MS),
  };
  const row = await db.transaction(async (tx) => {
    await lockMemberUntilCommit(tx, 'references', actor.id);
    const { given, open } = await findAsksOfAddress(tx, actor.id, input.refereeEmail);
    if (given) throw conflict(REFERENCE_MESSAGES.alreadyGiven);
    if (open && open.expiresAt > now) throw conflict(REFERENCE_MESSAGES.alreadyWaiting);
    if ((await countReferees(tx, actor.id, now)) >= REFERENCE_LIMITS.maxReferees)
      throw conflict(REFERENCE_MESSAGES.tooManyReferees);
    if (
      (await countAsksSince(tx, actor.id, new Date(now.getTime() - 7 * DAY_MS))) >=
      REFERENCE_LIMITS.asksPerWeek
    )
      throw tooManyRequests(REFERENCE_MESSAGES.tooManyAsks);
    // Asking again after expiry renews the open ask: a new link, the old one dead.
    return open
      ? renewAsk(tx, open.id, link)
      : insertReferenceAsk(tx, { ...link, riderId: actor.id, refereeEmail: input.refereeEmail });
  });
  await mailReferenceAsk(deps, { rider: actor, ask: row, token });
  return toOwnReference(row, now);
}

/** GET /api/references/asks: the member's own asks, newest first, with where each stands. */
export async function listOwnAsks({ db, actor }: { db: Executor; actor: User }): Promise<OwnReference[]> {
  const now = clockNow();
  return (await findOwnAsks(db, actor.id)).map((row) => toOwnReference(row, now));
}

/** DELETE /api/references/asks/{id}: the member takes back an ask not yet answered; its link stops. */
export async function withdrawAsk({ db, actor, id }: { db: Executor; actor: User; id: number }) {
  const row = await findReference(db, id);
  if (!row || row.riderId !== actor.id) throw notFound(REFERENCE_MESSAGES.askNotFound);
  if (row.submittedAt) throw conflict(REFERENCE_MESSAGES.askAnswered);
  if (row.withdrawnAt) return;
  if (!(await withdrawAskIf(db, id, clockNow()))) throw conflict(REFERENCE_MESSAGES.askAnswered);
}

/** Where a link stands at `now`, with its ask and member while it is open. */
async function linkOf(
  db: Executor,
  token: string,
): Promise<{ state: RefereeLinkState; ask?: RiderReference; rider?: User }> {
  const ask = await findByTokenHash(db, hashToken(token));
  const rider = ask ? await findUserById(db, ask.riderId) : undefined;
  if (!ask || !rider || rider.deletedAt) return { state: 'unknown' };
  if (ask.submittedAt) return { state: 'used' };
  if (ask.withdrawnAt) return { state: 'withdrawn' };
  if (ask.expiresAt <= clockNow()) return { state: 'expired' };
  return { state: 'open', ask, rider };
}

/** Whatever stops a link working, as a 4xx that says so (404, 409, 410); the open ask otherwise. */
async function openAskOf(db: Executor, token: string): Promise<{ ask: RiderReference; rider: User }> {
  const { state, ask, rider } = await linkOf(db, token);
  if (state === 'open' && ask && rider) return { ask, rider };
  if (state === 'used') throw conflict(REFERENCE_MESSAGES.linkUsed);
  if (state === 'withdrawn') throw gone(REFERENCE_MESSAGES.linkWithdrawn);
  if (state === 'expired') throw gone(REFERENCE_MESSAGES.linkExpired);
  throw notFound(REFERENCE_MESSAGES.linkUnknown);
}

/**
 * GET /api/references/{token}: whether the link can be used, and who asks, as the referee's page opens.
 * Answered 200 whatever the state (as the reset link's check is), so the page says why at once.
 */
export async function showRefereeLink({ db, token }: { db: Executor; token: string }): Promise<RefereeLink> {
  const { state, ask, rider } = await linkOf(db, token);
  if (state !== 'open' || !ask || !rider) return { state, invitation: null };
  return {
    state,
    invitation: {
      riderFirstName: rider.firstName,
      riderLastName: rider.lastName,
      refereeName: ask.refereeName,
      relationship: ask.relationship,
      expiresAt: ask.expiresAt.toISOString(),
    },
  };
}

/** POST /api/references/{token}: the referee answers, once, within the 14 days; no account needed. */
export async function answerReference({
  db,
  token,
  input,
}: {
  db: Executor;
  token: string;
  input: ReferenceAnswerInput;
}): Promise<{ message: string }> {
  const { ask } = await openAskOf(db, token);
  const answered = await answerIfOpen(db, ask.id, clockNow(), {
    answerRelationship: input.relationship,
    knownForYears: input.knownForYears,
    levelSeen: input.levelSeen,
    wouldTrust: input.wouldTrust,
    comment: input.comment,
  });
  // Used, withdrawn or expired between the read and the write: say which.
  if (!answered) await openAskOf(db, token);
  return { message: REFERENCE_MESSAGES.thanks };
}

/** GET /api/users/{id}/references: the references a profile shows; a hidden or deleted member: 404. */
export async function publicReferences({ db, id }: { db: Executor; id: number }): Promise<PublicReference[]> {
  const member = await findUserById(db, id);
  if (!member || member.deletedAt || member.suspendedAt) throw notFound('User not found');
  return (await findShownReferences(db, id)).flatMap((row) => toPublicReference(row) ?? []);
}

/** How many references each member shows, and the newest in a line (the owner's request card). */
export async function referenceSummaries(
  db: Executor,
  riderIds: number[],
): Promise<Map<number, { count: number; latest: string | null }>> {
  const summaries = new Map<number, { count: number; latest: string | null }>();
  for (const row of await findShownReferencesOf(db, [...new Set(riderIds)])) {
    const shown = toPublicReference(row);
    if (!shown) continue;
    const summary = summaries.get(row.riderId);
    if (summary) summary.count += 1;
    else summaries.set(row.riderId, { count: 1, latest: referenceLine(shown) });
  }
  return summaries;
}

/** A reported reference: the member it is about, and whether it is hidden (the reports feature). */
export async function referenceForReport(
  db: Executor,
  id: number,
): Promise<{ riderId: number; shown: boolean } | undefined> {
  const row = await findReference(db, id);
  return row ? { riderId: row.riderId, shown: toPublicReference(row) !== undefined } : undefined;
}

/** An operator hides a reported reference (the admin feature's decision). */
export const hideReference = ({ db, id }: { db: Executor; id: number }) => markReferenceHidden(db, id);
