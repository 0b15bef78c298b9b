// Renew's service worker (hand-written, no build step): the app installs, and a page opened without a network shows
// the offline page instead of the browser's error. Pages and API calls always go to the network first — a wellness
// program's data must be current, and signed-in pages must never be served to someone else from a cache; only the
// build's immutable assets (/_next/static and the message catalogs' /i18n, content-hashed) and the icons are kept for speed.
const VERSION = 'renew-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/') || url.pathname.startsWith('/i18n/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

// Web push (docs/push-and-campaign-emails.md): the server sends {title, message, url, tag} encrypted to this browser's
// subscription; show it, and a tap opens (or focuses) the program at its url. Only same-origin urls are opened.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { message: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Renew';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.message === 'string' ? data.message : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let target = new URL('/', self.location.origin);
  try {
    const wanted = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin);
    if (wanted.origin === self.location.origin) target = wanted;
  } catch {
    // keep the home page
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(target.href).then((w) => (w || open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});

// The push service replaced the subscription (key rotation, expiry): register the new one so pushes keep arriving.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  event.waitUntil(
    self.registration.pushManager
      .subscribe(old ? old.options : { userVisibleOnly: true })
      .then((subscription) =>
        // The device row is found by its endpoint's old value on the server when the uuid is new.
        fetch('/api/push_notifications/device', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uuid: 'sw-' + subscription.endpoint.slice(-40).replace(/[^A-Za-z0-9_-]/g, ''), subscription: subscription.toJSON() }),
        }),
      )
      .catch(() => undefined),
  );
});
