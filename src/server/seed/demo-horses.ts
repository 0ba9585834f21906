import { HorseCreateSchema } from '#contract/horses.js';
import { addPresetSlots } from '#server/features/availability/index.js';
import { createOfflineGeocoder } from '#server/adapters/geocoder/index.js';
import {
  approveAllImages,
  createHorse,
  findHorseNamesOf,
  storeHorseImage,
} from '#server/features/horses/index.js';
import { findUserByEmail } from '#server/features/users/index.js';
import type { PhotoDeps } from '#server/platform/uploads/stored-photos.js';
import { demoEmail } from './demo-members.js';
import { DEMO_STABLES, type DemoHorse } from './demo-stables/index.js';
import { renderHorsePhoto, type PhotoStyle } from './placeholder-photo.js';
import type { SeedDeps } from './seed-deps.js';

const SKIES: PhotoStyle['sky'][] = ['morning', 'noon', 'evening'];

/** One or two photos (every third horse has two), varied by the horse's place in the list. */
async function uploadPhotos(
  { db, storage }: PhotoDeps,
  ownerId: number,
  demo: DemoHorse,
  n: number,
): Promise<string[]> {
  const styles: PhotoStyle[] = [
    { coat: demo.colour, sky: SKIES[n % 3]!, facingLeft: n % 2 === 1, position: 0.3 + ((n * 7) % 5) / 10 },
  ];
  if (n % 3 === 0) styles.push({ ...styles[0]!, sky: SKIES[(n + 1) % 3]!, facingLeft: n % 2 === 0 });
  const urls: string[] = [];
  for (const style of styles)
    urls.push(await storeHorseImage({ db, storage }, await renderHorsePhoto(style), ownerId));
  return urls;
}

/**
 * The demo owners' horses, created through the same use case as the add-horse form (so the geocoder
 * places each one in its town) with photos through the real upload pipeline, then approved: demo content
 * needs no moderator. Adds only horses an owner does not already have by name, so a second run adds nothing.
 */
export async function seedDemoHorses({ db, storage }: SeedDeps): Promise<number> {
  const geocoder = createOfflineGeocoder();
  let added = 0;
  let n = 0;
  for (const stable of DEMO_STABLES) {
    const owner = await findUserByEmail(db, demoEmail(stable.owner));
    // The demo members seeder runs first; an owner removed since is simply left without horses.
    if (!owner) continue;
    const existing = new Set(await findHorseNamesOf(db, owner.id));
    const missing = stable.horses
      .map((demo) => ({ demo, n: n++ }))
      .filter(({ demo }) => !existing.has(demo.name));
    // Photos are the slow part (two WebP encodes each): make a stable's photos side by side.
    const photos = await Promise.all(
      missing.map(({ demo, n }) => uploadPhotos({ db, storage }, owner.id, demo, n)),
    );
    for (const [i, { demo }] of missing.entries()) {
      if (!(await geocoder.locate(demo.town))) throw new Error(`The geocoder cannot place ${demo.town}`);
      const images = photos[i]!;
      const input = HorseCreateSchema.parse({
        name: demo.name,
        breed: demo.breed,
        age: demo.age,
        color: demo.colour,
        height: demo.height,
        description: demo.description,
        location: demo.town,
        services: demo.services,
        experienceLevel: demo.level,
        temperament: demo.temperament,
        specialNeeds: demo.specialNeeds,
        images,
        initialAvailability: demo.availability,
      });
      const horse = await createHorse({ db, storage, geocoder, actor: owner, input, addPresetSlots });
      await approveAllImages(db, horse);
      added++;
    }
  }
  return added;
}
