export { ridingSchoolRoutes } from './riding-schools.routes.js';
// The moderators' side (admin feature): the queue, the decision, the certificate and the owner's mail.
export {
  decideRidingSchool,
  openRidingSchoolCertificate,
  pendingRidingSchoolsPage,
} from './riding-school-decisions.service.js';
export { countPending as countPendingRidingSchools } from './riding-schools.repository.js';
export { mailRidingSchoolDecided } from './riding-school-mail.js';
// Housekeeping (main.ts): the insurance's reminder and expiry mails, and the certificates no row holds.
export { insuranceNotices, unheldCertificatesSweep } from './insurance-notices.js';
