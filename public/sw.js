// Sandtable's service worker: after one visit the app starts with no network (DESIGN.md).
// scripts/sw-precache.mjs (a Trunk post_build hook) fills in PRECACHE and VERSION in dist/sw.js.
const VERSION = "dev";
const PRECACHE = ["./", "./index.html"];
const CACHE = `sandtable-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sandtable-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    // Pages: the network first (a new version shows at once), the cached shell when offline.
    // Every page of the app is index.html (`?play=…`, and game links live in the fragment).
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put("./index.html", copy));
          }
          return response;
        })
        .catch(() => caches.match("./index.html", { cacheName: CACHE }).then((r) => r || caches.match("./"))),
    );
    return;
  }

  // Hashed assets never change under the same name: the cache first.
  event.respondWith(
    caches.match(request, { ignoreSearch: true }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && response.type === "basic") {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
