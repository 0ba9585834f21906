import type { Horse as HorseView } from '#contract/horses.js';
import type { ImageApprovalStatus } from '#contract/options.js';
import type { Horse } from '#server/db/schema/index.js';
import { thumbnailUrlOf } from './horse-images.js';
import type { HorseWithOwner } from './horses.repository.js';

/**
 * A horse as a reply. The public view keeps approved images only (both aligned arrays filtered the same
 * way) and never carries the postcode or coordinates; the owner's view keeps every image with its state
 * and the postcode.
 */
export function toHorseView(
  { horse, owner, isPremium, distanceMiles }: HorseWithOwner,
  viewerId?: number,
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
    pricePerHour: horse.pricePerHour,
    rating: horse.rating,
    reviewCount: horse.reviewCount,
    isPremium,
    ...(distanceMiles !== undefined ? { distanceMiles } : {}),
    createdAt: horse.createdAt.toISOString(),
    ...(isOwner ? { postcode: horse.postcode } : {}),
  };
}

function imagesFor(horse: Horse, isOwner: boolean) {
  const all = horse.images.map((url, index): { url: string; status: ImageApprovalStatus } => ({
    url,
    status: horse.imageApprovalStatus[index] ?? 'pending',
  }));
  return isOwner ? all : all.filter((image) => image.status === 'approved');
}
