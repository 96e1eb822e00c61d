// A tiny static file server for the built site, for tests only. Serves `root` under `prefix`
// (a sub-path, to prove relative asset URLs), on 127.0.0.1 and an OS-chosen port, with optional
// extra response headers (e.g. a Content-Security-Policy) and optional `routes` (a path ->
// handler(req, res), for responses a static site cannot give: a redirect, a compressed bomb).
// Counts every request it sees.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.ftl': 'text/plain; charset=utf-8', '.ico': 'image/x-icon',
};

export async function serve({ root, prefix = '/', headers = {}, routes = {} }) {
  const requests = [];
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    if (routes[url.pathname]) { routes[url.pathname](req, res); return; }
    if (!url.pathname.startsWith(prefix)) { res.writeHead(404); res.end('not under prefix'); return; }
    let rel = decodeURIComponent(url.pathname.slice(prefix.length));
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, rel);
    if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404); res.end('not found'); return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, port, requests, close: () => new Promise((ok) => server.close(ok)) };
}
