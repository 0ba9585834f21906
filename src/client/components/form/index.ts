// The form kit (ARCHITECTURE.md, "Forms"): every form is built with useContractForm.
export { useContractForm, type KitForm } from './use-contract-form';
export { showServerFieldErrors } from './server-field-errors';
export { showServerFieldErrorsAs } from './server-field-errors-as';
export { RegisteredTextarea } from './registered-textarea';
export { ReasonAndNoteFields } from './reason-and-note-fields';
export { PrivateDocumentField, usePrivateDocumentUpload, UPLOAD_FAILED } from './private-document-field';
export { useResetOnOpen } from './use-reset-on-open';
