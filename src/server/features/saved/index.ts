export { savedRoutes } from './saved.routes.js';
export { newMatchesOf, savedSearchDigests, sendSavedSearchDigests } from './saved-search-digest.js';
export type { DueSearch } from './saved.repository.js';
export { stopSearchAlerts } from './saved-searches.service.js';
