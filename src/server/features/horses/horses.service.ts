import {
  HORSE_LIMITS,
  HORSE_MESSAGES,
  type HorseCreateInput,
  type Horse as HorseView,
  type HorseUpdateInput,
} from '#contract/horses.js';
import { initialAvailabilitySlots, type PresetSlot } from '#contract/rules/availability-presets.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database, Executor } from '#server/db/client.js';
import type { Horse, User } from '#server/db/schema/index.js';
import { badRequest, forbidden } from '#server/platform/http/app-error.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { showHorse } from './horse-details.service.js';
import { isUploadOf } from '#server/platform/uploads/stored-photos.js';
import { deleteHorseImage, type ErrorLog } from './horse-images.js';
import { locateHorse } from './horse-location.js';
import { assertCanCreateHorse, assertOwnsHorse } from './horse-permissions.js';
import { deleteHorseRow, findHorse, insertHorse, isImageInUse, updateHorse } from './horses.repository.js';

const NOTHING_TO_CHANGE = 'Nothing to change: send at least one field of the horse.';

/**
 * Writes a new horse's first slots in the caller's transaction. The availability feature owns slots and
 * reads horses, so horses does not import it (that would be an import cycle): the app passes its
 * `addPresetSlots` in, as it passes messages' posting to requests (docs/decisions/0011).
 */
export type PresetSlotWriter = (input: {
  db: Executor;
  horseId: number;
  slots: PresetSlot[];
}) => Promise<unknown>;

export interface HorseDeps {
  db: Database;
  storage: FileStorage;
  geocoder: Geocoder;
}

/** Every new image must be a file this member uploaded, still in storage. */
async function assertUploaded(deps: HorseDeps, urls: string[], uploaderId: number): Promise<void> {
  for (const url of urls) {
    const key = deps.storage.keyFromUrl(url);
    if (!key || !(await isUploadOf(deps, url, uploaderId)) || !(await deps.storage.exists(key))) {
      throw badRequest('An image was not found. Please upload it again.', { images: ['Image not found'] });
    }
  }
}

/** Deletes files no horse uses any more (an owner may have put one photo on two horses). */
async function deleteUnusedImages(deps: HorseDeps & { log: ErrorLog }, urls: string[]): Promise<void> {
  for (const url of urls) {
    if (!(await isImageInUse(deps.db, url))) await deleteHorseImage(deps, url);
  }
}

export async function createHorse(
  deps: HorseDeps & {
    actor: User;
    input: HorseCreateInput;
    today?: Date;
    addPresetSlots: PresetSlotWriter;
  },
): Promise<Horse> {
  const { actor, input } = deps;
  assertCanCreateHorse(actor, input.ownerId);
  await assertUploaded(deps, input.images, actor.id);
  const place = await locateHorse(deps.geocoder, input.location, input.postcode);
  // Presets run from today on a London calendar (a horse added at 00:30 BST is added "today").
  const today = deps.today ?? new Date(`${calendarToday()}T00:00:00Z`);
  const { initialAvailability, ownerId: _ownerId, ...fields } = input;
  // The horse and its first slots are created together or not at all.
  return deps.db.transaction(async (tx) => {
    const horse = await insertHorse(tx, {
      ...fields,
      ...place,
      ownerId: actor.id,
      // Every new image waits for a moderator (docs/design.md §5).
      imageApprovalStatus: input.images.map(() => 'pending'),
    });
    await deps.addPresetSlots({
      db: tx,
      horseId: horse.id,
      slots: initialAvailabilitySlots(initialAvailability, today),
    });
    return horse;
  });
}

/**
 * POST /api/horses: createHorse, answered with the new horse as its owner sees it. (The seed calls
 * createHorse itself: it approves the stored row's images next.)
 */
export async function addHorse(
  deps: HorseDeps & { actor: User; input: HorseCreateInput; addPresetSlots: PresetSlotWriter },
): Promise<HorseView> {
  const horse = await createHorse(deps);
  return showHorse({ db: deps.db, id: horse.id, actor: deps.actor });
}

/** PUT /api/horses/{id}: the owner's change, answered with the horse as they now see it. */
export async function editHorse(
  deps: HorseDeps & { log: ErrorLog; actor: User; id: number; input: HorseUpdateInput },
): Promise<HorseView> {
  const horse = await findHorse(deps.db, deps.id);
  assertOwnsHorse(deps.actor, horse);
  const { ownerId, images, ...fields } = deps.input;
  if (ownerId !== undefined && ownerId !== deps.actor.id) throw forbidden(HORSE_MESSAGES.notYourHorse);

  const changes: Parameters<typeof updateHorse>[2] = { ...fields };
  let removed: string[] = [];
  if (images) {
    // Images already on the horse keep their moderation state; new ones start pending.
    const known = new Map(horse.images.map((url, i) => [url, horse.imageApprovalStatus[i] ?? 'pending']));
    await assertUploaded(
      deps,
      images.filter((url) => !known.has(url)),
      deps.actor.id,
    );
    if (images.length > HORSE_LIMITS.maxImages) throw badRequest(HORSE_MESSAGES.tooManyImages);
    changes.images = images;
    changes.imageApprovalStatus = images.map((url) => known.get(url) ?? 'pending');
    removed = horse.images.filter((url) => !images.includes(url));
  }
  if (fields.location !== undefined || fields.postcode !== undefined) {
    Object.assign(
      changes,
      await locateHorse(
        deps.geocoder,
        fields.location ?? horse.location,
        fields.postcode !== undefined ? fields.postcode : horse.postcode,
      ),
    );
  }
  // A body with no known field ({} or only unknown keys, which the schema strips) changes nothing.
  if (Object.values(changes).every((value) => value === undefined)) throw badRequest(NOTHING_TO_CHANGE);
  await updateHorse(deps.db, horse.id, changes);
  await deleteUnusedImages(deps, removed);
  return showHorse({ db: deps.db, id: horse.id, actor: deps.actor });
}

/**
 * Recounts a member's ratings inside the caller's transaction. The users feature keeps them and itself
 * reads horses, so app.ts hands it in (no import cycle; docs/decisions/0011).
 */
export type MemberRatingsRecount = (tx: Executor, memberId: number) => Promise<void>;

/**
 * DELETE /api/horses/{id}: the horse goes with its reviews, and its owner's owner rating drops them in
 * the same transaction.
 */
export async function removeHorse(
  deps: HorseDeps & {
    log: ErrorLog;
    actor: User;
    id: number;
    recountMemberRatings: MemberRatingsRecount;
  },
): Promise<void> {
  const horse = await findHorse(deps.db, deps.id);
  assertOwnsHorse(deps.actor, horse);
  await deps.db.transaction(async (tx) => {
    await deleteHorseRow(tx, horse.id);
    await deps.recountMemberRatings(tx, horse.ownerId);
  });
  await deleteUnusedImages(deps, horse.images);
}

/**
 * DELETE /api/horses/{id}/images/{ref}: `ref` is an index into the images, or one of the image URLs;
 * answered with the horse as its owner now sees it.
 */
export async function removeHorseImage(
  deps: HorseDeps & { log: ErrorLog; actor: User; id: number; ref: string },
): Promise<HorseView> {
  const horse = await findHorse(deps.db, deps.id);
  assertOwnsHorse(deps.actor, horse);
  const index = /^\d+$/.test(deps.ref) ? Number(deps.ref) : horse.images.indexOf(deps.ref);
  const url = horse.images[index];
  if (index < 0 || url === undefined) throw badRequest('That image is not on this horse.');
  await updateHorse(deps.db, horse.id, {
    images: horse.images.filter((_, i) => i !== index),
    imageApprovalStatus: horse.imageApprovalStatus.filter((_, i) => i !== index),
  });
  await deleteUnusedImages(deps, [url]);
  return showHorse({ db: deps.db, id: horse.id, actor: deps.actor });
}
