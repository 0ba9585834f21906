export { createMessageHub } from './message-hub.js';
// Members' unread counts in memory, kept true by the change feed (decision 0062); app.ts makes the one map.
export { createUnreadCounts } from './unread-counts.js';
export { messagesRoutes } from './messages.routes.js';
export { messageStreamRoutes } from './stream.routes.js';
// Other features (request answers) post into a pair's thread inside their own transaction.
export { postThreadMessage, latestUnread } from './messages.service.js';
// Reports (issue #18) name a message; moderation hides it.
export { hideMessage, messageForReport } from './messages.service.js';
