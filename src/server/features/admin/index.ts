export { moderationRoutes } from './moderation.plugin.js';
export { createFirstAdminFromConfig } from './first-admin.js';
export { createAdminAccount } from './admin-accounts.service.js';
