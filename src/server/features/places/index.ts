export { placesRoutes } from './places.routes.js';
