export { verificationRoutes } from './verification.routes.js';
export { appPrivateDocuments, openForAdmin, type PrivateDocuments } from './private-documents.js';
export { decideVerification, openVerificationDocument } from './verification.service.js';
export {
  countPending as countPendingVerifications,
  listPending as listPendingVerifications,
} from './verification.repository.js';
export { unheldDocumentsSweep, unheldFilesSweep } from './unheld-documents.js';
// A riding school's insurance certificate is checked and kept as an identity document is (decision 0054).
export { checkedDocument, contentTypeOfKey } from './checked-document.js';
