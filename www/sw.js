// ropescope's service worker (registered by offline.js on a page that is not in a frame): the
// site works with no network after the first visit. It keeps one complete copy of the build
// (every file tools/site-files.mjs lists in site-files.json but the model's) in a cache named by
// the build's version, and answers the site's requests from it first. A new build is a new
// version (the build writes its content hash below): it installs beside the old one and waits;
// the pages say "a new version is ready" and move to it on a reload, so old and new files never
// mix. The model lab's small files (its worker, wasm and manifest) are kept in the version's
// cache once loaded (a new version fetches them at install when the model was loaded before);
// its 20 MiB chunks pass through (the model's worker keeps them in a cache of its own,
// MODEL_CACHE, checked by their hashes, which no version here deletes). The first visit's page
// is taken under the worker's control at once, so a model it loads is kept.
const VERSION = 'dev'; // replaced by tools/site-files.mjs
const CACHE = `ropescope-${VERSION}`;
// The model's chunks (file names), also written by the build.
const CHUNKS = [];
// The model worker's cache of chunks (its CACHE_NAME in model/worker.js, written by the build).
const MODEL_CACHE = 'ropescope-model';

const scope = () => self.registration.scope;
const relative = (url) => url.slice(scope().length).split(/[?#]/)[0];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const list = await (await fetch('site-files.json', { cache: 'no-cache' })).json();
    const cache = await caches.open(CACHE);
    // Fetched afresh (not from the HTTP cache): the version's files, exactly.
    const files = list.files.filter((f) => f !== 'sw.js');
    await cache.addAll(['./', ...files].map((f) => new Request(f, { cache: 'reload' })));
    // The model was loaded before (its chunks are kept): its small files too, for the lab
    // offline. Best effort: a build without the model has none.
    if (await caches.has(MODEL_CACHE)) {
      const small = (list.model || []).filter((f) => !CHUNKS.includes(f.slice('model/'.length)));
      await cache.addAll(small.map((f) => new Request(f, { cache: 'reload' }))).catch(() => {});
    }
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('ropescope-') && name !== CACHE && name !== MODEL_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page's "Reload" on "a new version is ready".
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(scope())) return;
  const rel = relative(request.url);
  if (rel.startsWith('model/') && CHUNKS.includes(rel.slice('model/'.length))) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page's address carries its settings in the query: the file is the same.
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && rel.startsWith('model/')) await cache.put(request, response.clone());
    return response;
  })());
});
