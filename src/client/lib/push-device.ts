import { NOTIFICATION_MESSAGES, type PushKey } from '#contract/notifications';
import { apiJson, apiRequest } from '#client/lib/api';

/**
 * This browser's side of Web Push (decision 0030): whether it can show notifications, and switching
 * them on (permission, PushManager.subscribe with the server's VAPID key, the subscription posted to
 * the server) or off for this device.
 */

export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

export class PushRefused extends Error {}

const KEY_PATH = '/api/push/key';
const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker that shows notifications: /sw.js (decision 0027), registered if the page has not yet. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return null;
  }
}

/** What this device is now: asks nothing of the member. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks the member's permission (from their click), subscribes this browser and tells the server. */
export async function switchOnThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushRefused(NOTIFICATION_MESSAGES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused(NOTIFICATION_MESSAGES.refused);
  const registration = await workerRegistration();
  if (!registration) throw new PushRefused(NOTIFICATION_MESSAGES.unsupported);
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiJson<PushKey>('GET', KEY_PATH);
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
  } catch {
    throw new PushRefused(NOTIFICATION_MESSAGES.failed);
  }
  await apiRequest('POST', SUBSCRIPTIONS_PATH, subscription.toJSON());
}

/** Stops notifications on this device: the browser's subscription and the server's record of it. */
export async function switchOffThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', SUBSCRIPTIONS_PATH, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
