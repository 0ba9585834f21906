export { horsesRoutes } from './horses.routes.js';
// The search index lives as long as the app (loaded before it listens: main.ts).
export { createHorseIndex } from './horse-index.js';
export { horseUploadRoutes } from './upload.routes.js';
export { createHorse, type PresetSlotWriter } from './horses.service.js';
export { countPendingImages, decideHorseImage, listPendingImages } from './image-moderation.service.js';
export { announcePublicHorseChange } from './public-horse-changes.js';
export { horsePhotoFileRoutes } from './photo-files.routes.js';
export { deleteAbandonedUploads } from './abandoned-uploads.js';
export { placeHorsesWithoutPostcodeOnce } from './place-again.js';
// The seed's demo horses go through the same upload pipeline and are approved without a moderator.
export { storeHorseImage, type PhotoDeps } from './horse-images.js';
export { approveAllImages, findHorseNamesOf, findHorseOwnerId } from './horses.repository.js';
// A hidden horse is hidden everywhere: its calendar, saving it, enquiring about it (docs/decisions/0024).
export { findVisibleHorseOwnerId } from './horses.repository.js';
// A photo's link-preview crop: discovery makes it, moderation deletes it when the photo is rejected.
export {
  discardPreviewOf,
  previewKeyOf,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type ErrorLog,
} from './horse-images.js';
// Account deletion (users feature) removes a member's horses; profile photos are recorded like horse photos.
export { removeHorsesOfOwner, removeUploadsOf } from './member-horses.service.js';
export { decodeUpload, type UploadRules } from './image-decode.js';
export { deleteUploads as forgetUploads, insertUpload as recordUpload } from './photos.repository.js';
// Reviews keep a horse's rating and count; only this feature writes the horses table.
export { recountHorseRating } from './horses.repository.js';
// Moderation of reports (issue #18) hides a listing, or a suspended owner's listings.
export { findHorseForReport, markHorseHidden, markHorsesOfOwnerHidden } from './horses.repository.js';
// The admin's Users tab lists a member's horses and lifts a suspension; the audit log names horses.
export { findHorseNames, listHorsesOfOwnerForAdmin, unhideHorsesOfOwnerSince } from './horses.repository.js';
// Saved horses show the horses a member saved; saved-search digests look at horses listed since the last.
// Link previews (discovery) show a horse as a visitor who is not signed in sees it.
export { showHorse, showHorses } from './horse-details.service.js';
export { findHorsesListedSince } from './horses.repository.js';
// The availability feature works out a horse's free days from its slots (decision 0050); this one writes them.
export { findHorsesDueFreeDays, lockHorsesForFreeDays, writeFreeDays } from './free-days.repository.js';
