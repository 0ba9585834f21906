import { HORSE_MESSAGES } from '#contract/horses.js';
import type { Horse, User } from '#server/db/schema/index.js';
import { forbidden, notFound } from '#server/platform/app-error.js';

/** Only owners list horses; an `ownerId` sent by the client must be the signed-in owner. */
export function assertCanCreateHorse(actor: User, claimedOwnerId: number | undefined): void {
  if (actor.userType !== 'owner') throw forbidden(HORSE_MESSAGES.notOwner);
  if (claimedOwnerId !== undefined && claimedOwnerId !== actor.id)
    throw forbidden(HORSE_MESSAGES.notYourHorse);
}

/** Only the horse's owner changes or deletes it. */
export function assertOwnsHorse(actor: User, horse: Horse | undefined): asserts horse is Horse {
  if (!horse) throw notFound(HORSE_MESSAGES.horseNotFound);
  if (horse.ownerId !== actor.id) throw forbidden(HORSE_MESSAGES.notYourHorse);
}
