export { horsesRoutes } from './horses.routes.js';
export { horseUploadRoutes } from './upload.routes.js';
export { createHorse } from './horses.service.js';
export { countPendingImages, decideHorseImage, listPendingImages } from './image-moderation.service.js';
export { announcePublicHorseChange } from './public-horse-changes.js';
export { horsePhotoFileRoutes } from './photo-files.routes.js';
export { deleteAbandonedUploads } from './abandoned-uploads.js';
// The seed's demo horses go through the same upload pipeline and are approved without a moderator.
export { storeHorseImage, type PhotoDeps } from './horse-images.js';
export { approveAllImages, findHorseNamesOf } from './horses.repository.js';
// Reviews keep a horse's rating and count; only this feature writes the horses table.
export { recountHorseRating } from './horses.repository.js';
