export { contactRoutes } from './contact.routes.js';
export { submitContactMessage } from './contact.service.js';
