export { moderationRoutes } from './moderation.plugin.js';
export { createFirstAdminFromConfig } from './first-admin.js';
export { createAdminAccount } from './admin-accounts.service.js';
// The minute job that tells owners of a hide once its undo minute has passed (app.minuteJobs; decision 0058).
export { listingHideNotices } from './listing-moderation.service.js';
