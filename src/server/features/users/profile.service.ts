import {
  nameHeldBecause,
  PROFILE_MESSAGES,
  RIDER_WEIGHT_MESSAGES,
  type ProfileUpdate,
} from '#contract/profile.js';
import { AUTH_MESSAGES } from '#contract/auth.js';
import type { SessionUser } from '#contract/users.js';
import type { NoticePreferences, NoticePreferencesUpdate } from '#contract/safety.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, forbidden, notFound } from '#server/platform/http/app-error.js';
import { parseUkPostcode } from '#server/platform/uk-postcode.js';
import type { PhotoDeps } from '#server/platform/uploads/stored-photos.js';
import { deleteProfileImageFile, storeProfileImage } from './profile-images.js';
import {
  setHasBrowsedHorses,
  setNoticePreferences,
  setProfileImage,
  updateProfileFields,
} from './users.repository.js';
import { onlyNoticePreferences } from './only-notice-preferences.js';
import { toSessionUser } from './users.views.js';

/** A member sees and edits only their own profile (docs/product.md §M6). */
function assertSelf(actor: User, id: number): void {
  if (actor.id !== id) throw forbidden(PROFILE_MESSAGES.notYourProfile);
}

/**
 * Once an ID check is approved or waiting for review, the name it is checked against stays as it is:
 * Verified must vouch for the name shown. The same name sent again is accepted, so the rest still saves
 * (docs/decisions/0041-checked-names-and-refunded-donations.md).
 */
function assertNameKept(actor: User, input: Pick<ProfileUpdate, 'firstName' | 'lastName'>): void {
  const because = nameHeldBecause(actor.verificationStatus);
  if (!because) return;
  const changed = (['firstName', 'lastName'] as const).filter((field) => input[field] !== actor[field]);
  if (changed.length === 0) return;
  throw badRequest(because, Object.fromEntries(changed.map((field) => [field, [because]])));
}

/** PUT /api/users/{id}: registration's rules (UK postcode, rider weight by type), own profile only. */
export async function updateProfile({
  db,
  actor,
  id,
  input,
}: PhotoDeps & { actor: User; id: number; input: ProfileUpdate }): Promise<SessionUser> {
  assertSelf(actor, id);
  const postcode = parseUkPostcode(input.postcode);
  if (!postcode)
    throw badRequest(AUTH_MESSAGES.postcodeInvalid, { postcode: [AUTH_MESSAGES.postcodeInvalid] });
  if (actor.userType === 'enthusiast' && !input.riderWeight)
    throw badRequest(RIDER_WEIGHT_MESSAGES.required, { riderWeight: [RIDER_WEIGHT_MESSAGES.required] });
  if (actor.userType === 'owner' && input.riderWeight)
    throw badRequest(RIDER_WEIGHT_MESSAGES.owner, { riderWeight: [RIDER_WEIGHT_MESSAGES.owner] });
  assertNameKept(actor, input);

  const user = await updateProfileFields(db, id, {
    firstName: input.firstName,
    lastName: input.lastName,
    location: input.location,
    // Stored normalised, like at registration; only its district is ever used to place the member.
    postcode: postcode.normalised,
    bio: input.bio,
    phone: input.phone,
    riderWeight: input.riderWeight,
    ...(input.experienceLevel !== undefined ? { experienceLevel: input.experienceLevel } : {}),
    ...(input.showExperience !== undefined ? { showExperience: input.showExperience } : {}),
  });
  if (!user) throw notFound('User not found');
  return toSessionUser(user);
}

/** Points the member's profile at `url` (none with null), then removes the file it pointed at before. */
async function swapProfileImage(
  { db, storage }: PhotoDeps,
  actor: User,
  url: string | null,
): Promise<{ profileImage: typeof url }> {
  await setProfileImage(db, actor.id, url);
  if (actor.profileImage && actor.profileImage !== url)
    await deleteProfileImageFile({ db, storage }, actor.profileImage);
  return { profileImage: url };
}

/** POST /api/users/{id}/profile-image: stores the new photo, then removes the old file. */
export async function replaceProfileImage({
  actor,
  id,
  file,
  ...deps
}: PhotoDeps & { actor: User; id: number; file: Buffer }): Promise<{ profileImage: string }> {
  assertSelf(actor, id);
  const url = await storeProfileImage(deps, file, actor.id);
  await swapProfileImage(deps, actor, url);
  return { profileImage: url };
}

/** DELETE /api/users/{id}/profile-image. */
export async function removeProfileImage({
  actor,
  id,
  ...deps
}: PhotoDeps & { actor: User; id: number }): Promise<{ profileImage: null }> {
  assertSelf(actor, id);
  if (!actor.profileImage) throw notFound(PROFILE_MESSAGES.noProfileImage);
  await swapProfileImage(deps, actor, null);
  return { profileImage: null };
}

/** POST /api/users/{id}/mark-browsed: one step of the enthusiasts' Getting Started checklist. */
export async function markBrowsed({ db, actor, id }: Pick<PhotoDeps, 'db'> & { actor: User; id: number }) {
  assertSelf(actor, id);
  await setHasBrowsedHorses(db, id);
}

/** The member's notice e-mails and pushes, as their settings page shows them. */
export function noticePreferencesOf(actor: User): NoticePreferences {
  return onlyNoticePreferences(actor);
}

/** The member turns notice e-mails on or off (issue #18, decision 0026): those named, the rest as they were. */
export async function saveNoticePreferences({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: NoticePreferencesUpdate;
}): Promise<NoticePreferences> {
  await setNoticePreferences(db, actor.id, input);
  return {
    messageNotices: input.messageNotices ?? actor.messageNotices,
    visitReminders: input.visitReminders ?? actor.visitReminders,
    pushMessages: input.pushMessages ?? actor.pushMessages,
    pushRequests: input.pushRequests ?? actor.pushRequests,
    pushDecisions: input.pushDecisions ?? actor.pushDecisions,
    emailRequests: input.emailRequests ?? actor.emailRequests,
    emailDecisions: input.emailDecisions ?? actor.emailDecisions,
  };
}
