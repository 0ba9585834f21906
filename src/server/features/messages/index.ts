export { createMessageHub } from './message-hub.js';
export { messagesRoutes } from './messages.routes.js';
export { messageStreamRoutes } from './stream.routes.js';
// Other features (request answers) post into a pair's thread inside their own transaction.
export { postThreadMessage, latestUnread } from './messages.service.js';
// Reports (issue #18) name a message; moderation hides it.
export { hideMessage, messageForReport } from './messages.service.js';
