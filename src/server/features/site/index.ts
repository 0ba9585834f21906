export { siteConfigRoutes } from './site-config.routes.js';
