export { noticesRoutes } from './notices.routes.js';
export { pushRoutes } from './push.routes.js';
// Messages and requests tell the other member through the one rule, after their change committed.
export {
  createNotifier,
  quoteOf,
  type ArrangementChange,
  type ArrangementEvent,
  type NoticeEvent,
  type Notify,
} from './notifier.js';
export { vapidKeysOf, type VapidKeys } from './vapid-keys.js';
