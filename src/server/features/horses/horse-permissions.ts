import { HORSE_MESSAGES } from '#contract/horses.js';
import { canEditHorse, canListHorses } from '#contract/rules/horse-policy.js';
import type { Horse, User } from '#server/db/schema/index.js';
import { forbidden, notFound } from '#server/platform/http/app-error.js';

// The rules live in the contract (horse-policy.ts), shared with the client's guards; these turn a "no"
// into the reply the spec asks for.

/** Only owners list horses (or upload their photos). */
export function assertCanListHorses(actor: User): void {
  if (!canListHorses(actor)) throw forbidden(HORSE_MESSAGES.notOwner);
}

/** Only owners list horses; an `ownerId` sent by the client must be the signed-in owner. */
export function assertCanCreateHorse(actor: User, claimedOwnerId: number | undefined): void {
  assertCanListHorses(actor);
  if (claimedOwnerId !== undefined && claimedOwnerId !== actor.id)
    throw forbidden(HORSE_MESSAGES.notYourHorse);
}

/** Only the horse's owner changes or deletes it. */
export function assertOwnsHorse(actor: User, horse: Horse | undefined): asserts horse is Horse {
  if (!horse) throw notFound(HORSE_MESSAGES.horseNotFound);
  if (!canEditHorse(actor, horse)) throw forbidden(HORSE_MESSAGES.notYourHorse);
}
