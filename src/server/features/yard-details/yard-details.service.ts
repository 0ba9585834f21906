import { YARD_FIELDS, YARD_MESSAGES, type YardDetails, type YardDetailsInput } from '#contract/visits.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { forbidden, notFound } from '#server/platform/http/app-error.js';
import type { ActorOnId } from '#server/platform/sessions/session.js';
import { findHorseOwnerId } from '../horses/index.js';
import { findYardDetails, upsertYardDetails } from './yard-details.repository.js';

const EMPTY: YardDetails = Object.fromEntries(YARD_FIELDS.map((field) => [field, ''])) as YardDetails;

/** Only the fields of the contract: the row's own columns (horse id, updated) stay in. */
function toView(row: Partial<YardDetails> | undefined): YardDetails {
  return Object.fromEntries(YARD_FIELDS.map((field) => [field, row?.[field] ?? ''])) as YardDetails;
}

async function assertOwner(db: Executor, actor: User, horseId: number): Promise<void> {
  const ownerId = await findHorseOwnerId(db, horseId);
  if (ownerId === undefined) throw notFound(YARD_MESSAGES.horseNotFound);
  if (ownerId !== actor.id) throw forbidden(YARD_MESSAGES.ownerOnly);
}

/** GET /api/horses/{id}/yard-details: the owner's own notes (empty until written). */
export async function showYardDetails({ db, actor, id }: ActorOnId): Promise<YardDetails> {
  await assertOwner(db, actor, id);
  return toView(await findYardDetails(db, id));
}

/** PUT /api/horses/{id}/yard-details. */
export async function saveYardDetails({
  db,
  actor,
  id,
  input,
}: ActorOnId & { input: YardDetailsInput }): Promise<YardDetails> {
  await assertOwner(db, actor, id);
  return toView(await upsertYardDetails(db, id, input));
}

/**
 * A horse's yard details for an accepted visit's enthusiast (the requests feature decides when): null
 * when the owner has written none, so nothing empty is shown as if it were information.
 */
export async function yardDetailsForVisit(db: Executor, horseId: number): Promise<YardDetails | null> {
  const details = toView(await findYardDetails(db, horseId));
  return YARD_FIELDS.some((field) => details[field] !== EMPTY[field]) ? details : null;
}
