export { savedRoutes } from './saved.routes.js';
export { savedSearchDigests, sendSavedSearchDigests } from './saved-search-digest.js';
