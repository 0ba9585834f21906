export { ONE_CLICK_PREFIX, unsubscribeRoutes } from './unsubscribe.routes.js';
