import type { Horse as HorseView } from '#contract/horses.js';
import type { HiddenByModerators } from '#contract/listing-moderation.js';
import type { ImageApprovalStatus } from '#contract/options.js';
import { freeWeekdays } from '#contract/rules/free-weekdays.js';
import { isVerifiedRidingSchool } from '#contract/rules/riding-school.js';
import type { Horse } from '#server/db/schema/index.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { thumbnailUrlOf } from './horse-images.js';
import type { HorseWithOwner } from './horses.repository.js';

/**
 * A horse as a reply. The public view keeps approved images only (both aligned arrays filtered the same
 * way) and never carries the postcode or coordinates; the owner's view keeps every image with its state
 * and the postcode. Its free weekdays are read for `today` from what the row stores (decision 0050).
 */
export function toHorseView(
  { horse, owner, isPremium, school, distanceMiles }: HorseWithOwner,
  viewerId?: number,
  today: string = calendarToday(),
): HorseView {
  const isOwner = viewerId !== undefined && viewerId === horse.ownerId;
  const images = imagesFor(horse, isOwner);
  return {
    id: horse.id,
    ownerId: horse.ownerId,
    owner,
    name: horse.name,
    breed: horse.breed,
    age: horse.age,
    color: horse.color,
    height: horse.height,
    temperament: horse.temperament,
    experienceLevel: horse.experienceLevel,
    description: horse.description,
    specialNeeds: horse.specialNeeds,
    location: horse.location,
    services: horse.services,
    images: images.map((image) => image.url),
    imageApprovalStatus: images.map((image) => image.status),
    thumbnails: images.map((image) => thumbnailUrlOf(image.url)),
    isAvailable: horse.isAvailable,
    maxRiderWeight: horse.maxRiderWeight,
    minRiderExperience: horse.minRiderExperience,
    hackingAlone: horse.hackingAlone,
    pricePerHour: horse.pricePerHour,
    rating: horse.rating,
    reviewCount: horse.reviewCount,
    isPremium,
    // The one meaning of the badge (decision 0054): checked, insured today, Premium now.
    isVerifiedRidingSchool: isVerifiedRidingSchool(school, { today, premium: isPremium }),
    ...(distanceMiles !== undefined ? { distanceMiles } : {}),
    freeWeekdays: freeWeekdays({ from: horse.freeDaysFrom, bits: horse.freeDays }, today),
    createdAt: horse.createdAt.toISOString(),
    ...(isOwner ? { postcode: horse.postcode } : {}),
    ...(isOwner ? hiddenByModeratorsOf(horse) : {}),
  };
}

/** Why the moderators hid the horse, for its owner and the admin; nothing while they have not. */
export function hiddenByModeratorsOf(
  horse: Pick<Horse, 'hiddenReason' | 'hiddenNote' | 'hiddenByModeratorsAt'>,
): { hiddenByModerators?: HiddenByModerators } {
  if (!horse.hiddenReason || !horse.hiddenByModeratorsAt) return {};
  return {
    hiddenByModerators: {
      reason: horse.hiddenReason,
      note: horse.hiddenNote,
      hiddenAt: horse.hiddenByModeratorsAt.toISOString(),
    },
  };
}

function imagesFor(horse: Horse, isOwner: boolean) {
  const all = horse.images.map((url, index): { url: string; status: ImageApprovalStatus } => ({
    url,
    status: horse.imageApprovalStatus[index] ?? 'pending',
  }));
  return isOwner ? all : all.filter((image) => image.status === 'approved');
}
