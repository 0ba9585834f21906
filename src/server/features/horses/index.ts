export { horsesRoutes } from './horses.routes.js';
// The search index lives as long as the app (loaded before it listens: main.ts).
export { createHorseIndex } from './horse-index.js';
export { horseUploadRoutes } from './upload.routes.js';
export { createHorse } from './horses.service.js';
export { countPendingImages, decideHorseImage, listPendingImages } from './image-moderation.service.js';
export { announceEveryWrite, announcePublicHorseChange } from './public-horse-changes.js';
export { horsePhotoFileRoutes } from './photo-files.routes.js';
export { deleteAbandonedUploads } from './abandoned-uploads.js';
export { placeHorsesWithoutPostcodeOnce } from './place-again.js';
// The seed's demo horses go through the same upload pipeline and are approved without a moderator.
export { storeHorseImage } from './horse-images.js';
export { approveAllImages, findHorseNamesOf, findHorseOwnerId } from './horses.repository.js';
// A share agreement names the horse's breed, age and height (agreements feature).
export { findHorseFacts } from './horses.repository.js';
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
// Account deletion removes a member's horses, and the photos they uploaded and never attached.
export { removeHorsesOfOwner, removeUploadsOf } from './member-horses.service.js';
// Reviews keep a horse's rating and count; only this feature writes the horses table.
export { recountHorseRating } from './horses.repository.js';
// Moderation of reports (issue #18) hides a listing, or a suspended owner's listings.
export { findHorseForReport, markHorsesOfOwnerHidden } from './horses.repository.js';
// The moderators hide a listing with a reason, undo it for a minute, show it again (decision 0058).
export {
  claimDueHideNotices,
  clearHiddenByModerators,
  lockHorseForModeration,
  markHiddenByModerators,
  type HorseUnderModeration,
} from './moderator-hides.repository.js';
export { hiddenByModeratorsOf } from './horses.views.js';
// The admin's Users tab lists a member's horses and lifts a suspension; the audit log names horses.
export { findHorseNames, listHorsesOfOwnerForAdmin, unhideHorsesOfOwnerSince } from './horses.repository.js';
// Saved horses show the horses a member saved; saved-search digests look at horses listed since the last.
// Link previews (discovery) show a horse as a visitor who is not signed in sees it.
export { showHorse, showHorses } from './horse-details.service.js';
export { findHorsesListedSince } from './horses.repository.js';
// ... and ask the search which of them it finds, so a digest lists what its link shows (issue 47).
export { idsFoundAmong, type HorseSearchQuery, type SearchWhere } from './horse-search.repository.js';
// The availability feature works out a horse's free days from its slots (decision 0050); this one writes them.
export { findHorsesDueFreeDays, lockHorsesForFreeDays, writeFreeDays } from './free-days.repository.js';
// The one listing rule (decision 0054): the sitemap lists what browse lists.
export { listedOn } from './listing.repository.js';
// Requests nobody answers pause an owner's horses from every public list (requests feature; decision 0057).
export { findPausedSince, pauseHorsesOf, unpauseHorsesOf } from './browse-pause.repository.js';
