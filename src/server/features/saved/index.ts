export { savedRoutes } from './saved.routes.js';
export { savedSearchDigests, sendSavedSearchDigests } from './saved-search-digest.js';
export { stopSearchAlerts } from './saved-searches.service.js';
