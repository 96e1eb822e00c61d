// The model lab's benchmark (figures, not pass/fail): the worker (model/worker.js) in headless
// Chromium, started from a page of the served site exactly as the page does it:
//   download + init from the network (fresh browser context), init from the browser cache
//   (second load, same context), forward pass of 32 tokens through all 30 layers (median and min
//   of 5 after a warm-up), run-pair, peak wasm memory, the worker's wasm/JS size and the download.
// Prints one "name value" line per figure, then the target (forward pass <= 2000 ms): met/MISSED.
// Usage: node tests/e2e/model-bench.mjs [dist-dir]
//   dist-dir (default dist/) with model/manifest.json (tools/model-dist.sh); without an argument
//   and without dist/model/, the repository root (model/web/worker.js, .tools/model/chunks/).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const dist = path.resolve(process.argv[2] || path.join(repo, 'dist'));
let root, worker, manifest;
if (fs.existsSync(path.join(dist, 'model', 'manifest.json'))) {
  [root, worker, manifest] = [dist, 'model/worker.js', 'model/manifest.json'];
} else if (!process.argv[2]) {
  const dir = path.join(repo, '.tools', 'model', 'chunks');
  const json = fs.existsSync(dir) && fs.readdirSync(dir).find((f) => f.endsWith('.json'));
  if (!json || !fs.existsSync(path.join(repo, 'model', 'web', 'pkg', 'ropescope_model_bg.wasm'))) {
    console.log('model lab: neither dist/model/ nor model/web/pkg + .tools/model/chunks: nothing to measure (model/fetch.sh, then ./dev.sh build)');
    process.exit(0);
  }
  [root, worker, manifest] = [repo, 'model/web/worker.js', `.tools/model/chunks/${json}`];
} else {
  console.log(`model lab: ${dist} has no model/manifest.json: nothing to measure (model/fetch.sh, then ./dev.sh build)`);
  process.exit(0);
}
console.log(`model lab served from ${path.relative(repo, root) || '.'}/ (worker ${worker}, manifest ${manifest}; loopback HTTP, Cache-Control: no-store)`);

const TARGETS = { model_forward32_ms_median: ['<=', 2000] };
const measured = {};
const fig = (name, value, digits = 1) => {
  measured[name] = value;
  console.log(`${name} ${typeof value === 'number' ? value.toFixed(digits) : value}`);
};
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

const server = await serve({ root, prefix: '/site/' });
const browser = await launch();
const PAGE = '__model-bench.html';
const HELPERS = `<!doctype html><meta charset="utf-8"><title>model bench</title><script type="module">
window.spawn = () => new Worker(${JSON.stringify(worker)}, { type: "module" });
window.labCall = (w, msg) => new Promise((resolve) => {
  const id = Math.random();
  let progress = 0;
  const t0 = performance.now();
  w.addEventListener("message", function h(ev) {
    if (ev.data.id !== id) return;
    if (ev.data.type === "progress") { progress++; return; }
    w.removeEventListener("message", h);
    const r = { ...ev.data, progress, wall_ms: performance.now() - t0 };
    for (const k of ["output", "trained"]) if (r[k]) r[k] = { mean_loss: r[k].mean_loss, n: r[k].ids.length };
    resolve(r);
  });
  // As the page should: an absolute manifest URL (a relative one resolves against the worker).
  if (msg.manifest) msg = { ...msg, manifest: new URL(msg.manifest, document.baseURI).href };
  w.postMessage({ ...msg, id });
});
window.ready = true;
</script>`;

async function page(context) {
  const p = await context.newPage();
  await p.route(`**/site/${PAGE}`, (r) => r.fulfill({ status: 200, contentType: 'text/html', body: HELPERS }));
  p.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  await p.goto(`${server.url}${PAGE}`);
  await p.waitForFunction(() => window.ready === true);
  return p;
}
const call = (p, msg) => p.evaluate(async (m) => { window.w ??= spawn(); return labCall(window.w, m); }, msg);
const fresh = (p) => p.evaluate(() => { window.w?.terminate(); window.w = spawn(); });
const must = (r, type) => { if (r.type !== type) throw new Error(`${type} expected, got ${r.type}: ${r.code} ${r.message}`); return r; };

let peak = 0;
const context = await browser.newContext();
try {
  const p = await page(context);
  const net = must(await call(p, { type: 'load', manifest }), 'ready');
  if (net.from_cache) console.log('warning: the first load came from the cache');
  peak = Math.max(peak, net.memory_bytes);
  fig('model_load_network_ms', net.wall_ms, 0);
  fig('model_load_network_worker_ms', net.load_ms, 0);

  const text = 'The capital of France is Paris. The capital of Germany is Berlin. The capital of Spain is Madrid. The capital of Italy is Rome, and that of';
  const enc = must(await call(p, { type: 'encode', text: `${text} ${text}` }), 'encoded');
  const ids = Array.from(enc.ids).slice(0, 32);
  if (ids.length !== 32) throw new Error(`only ${ids.length} tokens`);
  must(await call(p, { type: 'run', ids, layer: 29, head: 0 }), 'result'); // warm-up
  const times = [];
  for (let i = 0; i < 5; i++) {
    const r = must(await call(p, { type: 'run', ids, layer: 29, head: 0 }), 'result');
    times.push(r.ms);
    peak = Math.max(peak, r.memory_bytes);
  }
  fig('model_forward32_ms_median', median(times), 0);
  fig('model_forward32_ms_min', Math.min(...times), 0);
  const settings = net.settings;
  const pair = must(await call(p, { type: 'run-pair', ids, layer: 14, head: 4, settings: { ...settings, enabled: false } }), 'result-pair');
  fig('model_run_pair_ms', pair.ms + pair.trained_ms, 0);
  const pair2 = must(await call(p, { type: 'run-pair', ids, layer: 14, head: 4, settings: { ...settings, drop_lowest_pairs: 8 } }), 'result-pair');
  fig('model_run_pair_trained_cached_ms', pair2.ms + pair2.trained_ms, 0);
  peak = Math.max(peak, pair.memory_bytes, pair2.memory_bytes);

  await fresh(p); // a new worker, same context: chunks from the Cache API
  const cached = must(await call(p, { type: 'load', manifest }), 'ready');
  if (!cached.from_cache) console.log('warning: the second load did not come from the cache');
  peak = Math.max(peak, cached.memory_bytes);
  fig('model_load_cache_ms', cached.wall_ms, 0);
  fig('model_load_cache_worker_ms', cached.load_ms, 0);
  fig('model_peak_wasm_memory_mib', peak / 1048576, 0);
  await fresh(p);
} finally {
  await context.close();
  await browser.close();
  await server.close();
}

// Sizes on disk, as served.
const file = (rel) => fs.readFileSync(path.join(root, rel));
const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
const pkg = path.join(path.dirname(worker), 'pkg'); // worker.js imports ./pkg/ropescope_model.js
const wasm = file(path.join(pkg, 'ropescope_model_bg.wasm'));
const js = Buffer.concat([file(worker), file(path.join(pkg, 'ropescope_model.js'))]);
fig('model_worker_wasm_kb', wasm.length / 1024);
fig('model_worker_wasm_gzip_kb', gz(wasm) / 1024);
fig('model_worker_js_kb', js.length / 1024);
fig('model_worker_js_gzip_kb', gz(js) / 1024);
const m = JSON.parse(file(manifest));
const sizes = m.chunks.map((c) => fs.statSync(path.join(root, path.dirname(manifest), c.file)).size);
fig('model_download_mib', sizes.reduce((a, b) => a + b, 0) / 1048576);
fig('model_download_chunks', sizes.length, 0);
fig('model_largest_chunk_mib', Math.max(...sizes) / 1048576, 2);

console.log('\ntargets (model lab):');
for (const [name, [op, bound]] of Object.entries(TARGETS)) {
  const v = measured[name];
  const met = v === undefined ? 'not measured' : (op === '<=' ? v <= bound : v >= bound) ? 'met' : 'MISSED';
  console.log(`  ${name} ${v === undefined ? '-' : v.toFixed(2)} (target ${op} ${bound}): ${met}`);
}
