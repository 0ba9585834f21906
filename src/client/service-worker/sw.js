/* global self, caches, fetch, Request, Response, URL */
// The service worker (decision 0027): it makes the site installable and shows public/offline.html when a
// page is asked for with the network down. It keeps nothing else: pages and API replies may be a
// member's own, so they always come from the network and are never stored. The build writes this file
// to /sw.js with CACHE_VERSION replaced by a hash of the worker and the offline page
// (scripts/service-worker-build.ts): a deploy that changes either installs a new worker.
// It also shows the member's push notifications (decision 0030): a push carries { title, body, url,
// tag }, already decrypted by the browser, and a click opens (or focuses) that page of this site.

const CACHE_VERSION = '__CACHE_VERSION__';
const CACHE_NAME = `stablemates-offline-${CACHE_VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  // `reload`: the offline page as the server has it now, not a copy from the HTTP cache.
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      // The new worker takes over at once: it stores no pages or scripts of the old build, so pages
      // open under the old worker lose nothing by being served by the new one.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only page loads are answered here. Everything else (the API, scripts, photos) goes to the network as
  // if there were no worker: nothing of it is cached, so nothing private or stale can be served.
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    // Network first, and only the network: a page is never stored (a signed-in member's page is theirs).
    fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((offline) => offline ?? Response.error())),
  );
});

self.addEventListener('push', (event) => {
  let notice = { title: 'Stablemates', body: '', url: '/', tag: 'stablemates' };
  try {
    if (event.data) notice = { ...notice, ...event.data.json() };
  } catch {
    // Not JSON: shown with the default words, so the member still learns something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path on this site is opened, whatever the payload said.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
