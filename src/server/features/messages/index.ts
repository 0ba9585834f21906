export { createMessageHub, type MessageHub } from './message-hub.js';
export { messagesRoutes } from './messages.routes.js';
export { messageStreamRoutes } from './stream.routes.js';
