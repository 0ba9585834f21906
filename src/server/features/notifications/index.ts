export { noticesRoutes } from './notices.routes.js';
export { pushRoutes } from './push.routes.js';
// Messages and requests tell the other member through the one rule, after their change committed.
export {
  createNotifier,
  type ArrangementChange,
  type AlertEveryWay,
  type ArrangementEvent,
  type Notify,
  type TellOfModeration,
} from './notifier.js';
export { vapidKeysOf } from './vapid-keys.js';
