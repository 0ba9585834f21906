import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushServiceStandIn } from '#tests/setup/push-service.js';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { logIn, openProfileSection, registerEnthusiast, registerOwner } from './support/members.js';
import { saveScreenshot } from './support/screenshots.js';

/**
 * Push notifications end to end (decision 0030). Chromium's own push service cannot be reached from
 * this machine, so two links of the chain are stood in for, and everything else is real:
 * - PushManager.subscribe answers with a subscription made by the test (a real P-256 key pair and auth
 *   secret, its endpoint on a local push-service stand-in), as the browser would after asking its push
 *   service; the page's own code asks permission, reads the server's VAPID key, subscribes and posts it;
 * - the stand-in receives the server's push, checks its VAPID signature and decrypts the payload (as
 *   the push service and the browser would), then hands the decrypted payload to the page's service
 *   worker through the DevTools protocol (ServiceWorker.deliverPushMessage), which fires a real `push`
 *   event. The worker's notification is then read back from the page.
 */

const session = useBrowser();
let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => push?.close());

/** Makes PushManager hand out `subscription` (what subscribe() would get from the push service). */
async function standInSubscribe(page: Page, subscription: object) {
  await page.addInitScript((json) => {
    let current: object | null = null;
    const made = () => ({
      endpoint: (json as { endpoint: string }).endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      sessionStorage.setItem(
        'e2e-push-key',
        btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
      );
      current = made();
      return current as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The registration id of the page's service worker, as the DevTools protocol names it. */
async function workerRegistrationId(devtools: CDPSession, scope: string): Promise<string> {
  return new Promise((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === scope);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
    void devtools.send('ServiceWorker.enable');
  });
}

const notificationsShown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url: string }).url,
    }));
  });

describe('notifications on the phone', () => {
  it('a member switches notifications on and receives one for a new message from another member', async () => {
    const owner = await registerOwner({ firstName: 'Olly' });
    const rider = await registerEnthusiast({ firstName: 'Ella' });
    const device = push.device();

    const page = await session.newPage({ width: 360, height: 740 });
    await page.context().grantPermissions(['notifications'], { origin: session.baseUrl });
    await standInSubscribe(page, device.subscription);
    await logIn(page, owner);
    await openProfileSection(page, 'Account');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    const card = page.getByRole('heading', { name: 'Notifications on this device' });
    await card.scrollIntoViewIfNeeded();
    const state = page.getByTestId('push-device-state');
    await expect.poll(() => state.textContent()).toBe('Notifications are off for this device.');
    // By keyboard: focus the button and press Enter.
    const turnOn = page.getByRole('button', { name: 'Turn on notifications' });
    await turnOn.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => state.textContent()).toBe('Notifications are on for this device.');
    // The page subscribed with the server's VAPID key, which the stand-in will check pushes against.
    const { publicKey } = (await (await page.request.get('/api/push/key')).json()) as { publicKey: string };
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-push-key'))).toBe(publicKey);
    push.expectKey(publicKey);
    await expect.poll(() => page.getByLabel('New messages').isChecked()).toBe(true);
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
    await saveScreenshot(page, 'notifications-on');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'notifications-on');

    const devtools = await page.context().newCDPSession(page);
    const registrationId = await workerRegistrationId(devtools, `${session.baseUrl}/`);

    // Another member, in a second browser context of their own, writes to Olly.
    const ella = await session.newPage();
    await logIn(ella, rider);
    await ella.goto(`/messages?userId=${owner.id}`);
    const box = ella.getByRole('textbox', { name: 'Message Olly' });
    await box.fill('Hello Olly, is Bramble free on Saturday?');
    await ella.getByRole('button', { name: 'Send' }).click();
    await ella.getByRole('log').getByText('Hello Olly, is Bramble free on Saturday?').waitFor();
    // Held back until the minute job looks (decision 0052; no delay, and a look every two seconds, in the
    // journeys); the wait is long for a loaded machine.
    const delivery = await push.waitFor((d) => d.endpoint === device.subscription.endpoint, 75_000);
    expect(delivery.payload).toEqual({
      title: 'New message from Ella',
      body: 'Hello Olly, is Bramble free on Saturday?',
      url: `/messages?userId=${rider.id}`,
      tag: `thread-${rider.id}`,
    });
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: session.baseUrl,
      registrationId,
      data: JSON.stringify(delivery.payload),
    });
    await expect
      .poll(() => notificationsShown(page), { timeout: 10_000 })
      .toEqual([
        {
          title: 'New message from Ella',
          body: 'Hello Olly, is Bramble free on Saturday?',
          url: `/messages?userId=${rider.id}`,
        },
      ]);

    // Switched off again: the server forgets the device.
    await page.getByRole('button', { name: 'Turn off notifications' }).click();
    await expect.poll(() => state.textContent()).toBe('Notifications are off for this device.');
  }, 150_000);

  it('says so when the browser refuses notifications', async () => {
    const owner = await registerOwner({ firstName: 'Olly' });
    const page = await session.newPage({ width: 360, height: 740 });
    // No permission granted, and the browser answers "denied" when asked.
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await logIn(page, owner);
    await openProfileSection(page, 'Account');
    const state = page.getByTestId('push-device-state');
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect
      .poll(() => state.textContent())
      .toBe(
        'Notifications are blocked for Stablemates in this browser. Allow them in the browser’s site settings, then try again.',
      );
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
    await saveScreenshot(page, 'notifications-refused');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'notifications-refused');
  });
});
