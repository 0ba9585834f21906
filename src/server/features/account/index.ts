export { accountRoutes } from './account.routes.js';
