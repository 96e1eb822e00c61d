// Serves a built site with gzip compression, as a real static host would, for audits such as
// Lighthouse (a plain test server sends the wasm uncompressed, which is not what a learner gets).
// Usage: node tools/serve-gzip.mjs [dir, default dist] [port, default 8080]
// Compressed once per file (gzip -9) and kept in memory; only on 127.0.0.1.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] || 'dist');
const port = Number(process.argv[3] || 8080);
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
};
const PACKED = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.svg', '.json']);
const cache = new Map();

http.createServer((req, res) => {
  let rel = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  if (rel.endsWith('/')) rel += 'index.html';
  const file = path.resolve(root, '.' + rel);
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404); res.end('not found'); return;
  }
  const ext = path.extname(file);
  const headers = { 'Content-Type': TYPES[ext] || 'application/octet-stream', 'Vary': 'Accept-Encoding' };
  let body = fs.readFileSync(file);
  if (PACKED.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
    const key = `${file}:${fs.statSync(file).mtimeMs}`;
    if (!cache.has(key)) cache.set(key, zlib.gzipSync(body, { level: 9 }));
    body = cache.get(key);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} with gzip on http://127.0.0.1:${port}/`));
