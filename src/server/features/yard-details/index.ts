export { yardDetailsRoutes } from './yard-details.routes.js';
// The requests feature shows an accepted visit's enthusiast the yard details, while the visit is on.
export { yardDetailsForVisit } from './yard-details.service.js';
