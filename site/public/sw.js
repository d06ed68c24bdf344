/*
 * Cep's service worker (issue #41 item 3). Pages always come from the network first: a removed offer is never served
 * stale (a 404 or 410 also drops the kept copy). Offline, the pages a candidate asked to keep — their applications
 * list, their shortlist and the offers in them, sent by those pages — are shown as last seen, and any other page is
 * « Hors ligne ». The framework's hashed files (/_next/static) never change, so they come from the cache first.
 * Logging out empties the kept pages (components/layout/LogoutButton.tsx).
 */
const VERSION = 'v1';
const PAGES = `cep-pages-${VERSION}`;
const STATIC = `cep-static-${VERSION}`;
const OFFLINE = '/hors-ligne';
/** At most this many kept pages: a shortlist and applications, not a copy of the site. */
const KEPT_MAX = 80;
/** Only these may be kept: the candidate's two lists and offer pages. */
const KEEPABLE = /^\/(candidat\/candidatures|candidat\/selection|offres\/[A-Za-z0-9]{1,64})$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(OFFLINE, { credentials: 'same-origin' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('cep-') && ![PAGES, STATIC].includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/** A kept page's key: its path alone (a list's filters or page number are not kept apart). */
const keyOf = (url) => new URL(url, self.location.origin).pathname;

async function keep(paths) {
  const cache = await caches.open(PAGES);
  const wanted = paths.filter((path) => KEEPABLE.test(path)).slice(0, KEPT_MAX);
  for (const path of wanted) {
    try {
      const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(path, response);
    } catch {
      // Offline already, or the page failed: the copy kept before stays.
    }
  }
  // Beyond the bound, the oldest kept offers go (the offline page and the two lists stay).
  const keys = (await cache.keys()).filter((request) => /^\/offres\//.test(keyOf(request.url)));
  for (const request of keys.slice(0, Math.max(0, keys.length - KEPT_MAX))) await cache.delete(request);
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'garder' && Array.isArray(data.urls)) event.waitUntil(keep(data.urls.filter((url) => typeof url === 'string')));
  // The same display for a notification a page of the site posts (the e2e's way in: Chromium's push service cannot be
  // reached from the test machine).
  if (data && data.type === 'afficher' && event.origin === self.location.origin) event.waitUntil(show(data.notification));
  // Logging out: the kept pages go, and this device stops receiving the account's notifications.
  if (data && data.type === 'oublier')
    event.waitUntil(
      Promise.all([
        caches
          .delete(PAGES)
          .then(() => caches.open(PAGES))
          .then((cache) => cache.add(OFFLINE)),
        self.registration.pushManager.getSubscription().then((subscription) => subscription && subscription.unsubscribe()),
      ]),
    );
});

async function page(event) {
  const request = event.request;
  const url = new URL(request.url);
  const path = url.pathname;
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (KEEPABLE.test(path)) {
      // Gone from the site: gone from the phone too.
      if (response.status === 404 || response.status === 410) event.waitUntil(cache.delete(path));
      // A kept page seen again is kept as seen — its plain address only (a list's second page is not its first) — and
      // stored beside the answer, which streams to the page meanwhile.
      else if (response.ok && !url.search && (await cache.match(path))) event.waitUntil(cache.put(path, response.clone()));
    }
    return response;
  } catch {
    return (await cache.match(path)) ?? (await cache.match(OFFLINE)) ?? Response.error();
  }
}

async function hashedFile(request) {
  const cache = await caches.open(STATIC);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A notification as the cms sends it ({ title, body, url }); anything else is not shown. */
function show(data) {
  if (!data || typeof data.title !== 'string' || typeof data.body !== 'string') return Promise.resolve();
  return self.registration.showNotification(data.title, {
    body: data.body,
    icon: '/icons/icon-192.png',
    lang: 'fr',
    data: { url: typeof data.url === 'string' ? data.url : '/' },
  });
}

// Web Push (issue #41 item 4): the cms's notification, encrypted for this device, shown as it came.
self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  event.waitUntil(show(data));
});

// A click opens the page the notification is about, on this site only.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  event.waitUntil(self.clients.openWindow(target.origin === self.location.origin ? target.href : '/'));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/_next/static/')) event.respondWith(hashedFile(request));
});
