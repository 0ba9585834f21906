export { sampleJpeg as jpeg } from '#tests/setup/sample-files.js';
export {
  createHorseViaApi,
  horseWithPendingAndApprovedPhotos,
  postHorse,
  uploadImage,
  validHorse,
} from '#tests/setup/horses.js';
