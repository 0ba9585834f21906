export { siteConfigRoutes } from './site-config.routes.js';
export { happyMatchesRoutes } from './happy-matches.routes.js';
