export { horsesRoutes } from './horses.routes.js';
export { horseUploadRoutes } from './upload.routes.js';
export { createHorse } from './horses.service.js';
// The seed's demo horses go through the same upload pipeline and are approved without a moderator.
export { storeHorseImage } from './horse-images.js';
export { approveAllImages, findHorseNamesOf } from './horses.repository.js';
