export { discoveryRoutes } from './discovery.routes.js';
