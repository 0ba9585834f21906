export { agreementsRoutes } from './agreements.routes.js';
// A report can name an agreement (reports feature), and an admin reads the one a report names (admin feature).
export { readAgreementForReview, reportedMemberOfAgreement } from './agreements.service.js';
