/*
 * The door app's service worker (scope /puerta/): the app opens and works with no connection.
 * On install it keeps the shell /puerta/ and every asset the shell names (the build hashes them,
 * so a new build installs a new set); pages are network first, falling back to the kept shell;
 * hashed assets are cache first (matched ignoring Vary: the server varies on Origin, which module
 * scripts send and the install's requests do not). The API is never cached: offline scanning lives in IndexedDB.
 */
const CACHE = 'pulso-puerta-v1';
const SHELL = '/puerta/';

async function keepShell() {
  const cache = await caches.open(CACHE);
  const res = await fetch(SHELL, { cache: 'no-store' });
  if (!res.ok) throw new Error(`shell ${res.status}`);
  const html = await res.clone().text();
  const assets = [
    ...html.matchAll(
      /(?:src|href)="(\/(?:assets\/[^"]+|favicon\.svg|puerta\/[\w.-]+\.(?:webmanifest|png)))"/g,
    ),
  ].map((m) => m[1]);
  await cache.addAll([...new Set(assets)]);
  await cache.put(SHELL, res);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(CACHE).then((c) => c.put(SHELL, copy));
          }
          return res;
        })
        .catch(async () => (await caches.match(SHELL, { ignoreVary: true })) ?? Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request, { ignoreVary: true }).then(
        (hit) =>
          hit ??
          fetch(request).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              void caches.open(CACHE).then((c) => c.put(request, copy));
            }
            return res;
          }),
      ),
    );
  }
});
