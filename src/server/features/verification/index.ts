export { verificationRoutes } from './verification.routes.js';
export { appPrivateDocuments, type PrivateDocuments } from './private-documents.js';
export { decideVerification, openVerificationDocument } from './verification.service.js';
export {
  countPending as countPendingVerifications,
  listPending as listPendingVerifications,
} from './verification.repository.js';
export { DOCUMENT_GRACE_MS, unheldDocumentsSweep } from './unheld-documents.js';
