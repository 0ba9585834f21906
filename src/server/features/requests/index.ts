export { requestsRoutes } from './requests.routes.js';
// An availability enquiry (messages feature) opens its request in the enquiry's own transaction.
export { openEnquiryRequest } from './requests.service.js';
