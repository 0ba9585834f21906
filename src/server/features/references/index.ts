export { referencesRoutes } from './references.routes.js';
// The owner's request card (requests feature) names how many references the rider shows.
export { referenceSummaries } from './references.service.js';
// Reports of a reference (reports feature) and the operator's decision to hide one (admin feature).
export { hideReference, referenceForReport } from './references.service.js';
