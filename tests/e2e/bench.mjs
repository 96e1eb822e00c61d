// ropescope's benchmark (figures, not pass/fail): the Kernel view's timings at the default
// shape [2, 4096, 32, 128] for both layouts (medians of 7 runs after a warm-up, taken by the
// page itself), the same at a cache-resident shape, interaction latency of the whole page, first
// paint and bundle size. Prints one "name value" line per figure.
// Usage: node tests/e2e/bench.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const server = await serve({ root: dist, prefix: '/bench/' });
const browser = await launch();
// The targets of issue 8, checked against the measured figures at the end (printed, never a
// pass/fail: timings belong in a benchmark).
const TARGETS = {
  latency_default_frame_p95_ms: ['<=', 16],
  latency_d256_128tok_frame_p95_ms: ['<=', 25],
  bundle_wasm_js_gzip_kb: ['<=', 300],
  first_paint_ms_median: ['<=', 1000],
  kernel_interleaved_simd_vs_copy: ['<=', 1.25],
  kernel_half_simd_vs_copy: ['<=', 1.25],
  kernel_interleaved_js_vs_simd: ['>=', 3],
  kernel_half_js_vs_simd: ['>=', 3],
  incache_interleaved_scalar_vs_simd: ['>=', 1.5],
  incache_half_scalar_vs_simd: ['>=', 1.5],
};
const measured = {};
const fig = (name, value, digits = 2) => {
  measured[name] = value;
  console.log(`${name} ${typeof value === 'number' ? (Math.abs(value) < 1e-3 && value !== 0 ? value.toExponential(2) : value.toFixed(digits)) : value}`);
};
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]; };

async function kernel(layout, shape) {
  const { page, problems } = await watchedPage(browser);
  await page.goto(`${server.url}?view=kernel&layout=${layout}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="kernel-run"]');
  if (shape) for (const [k, v] of Object.entries(shape)) await page.fill(`[data-testid="kernel-${k}"]`, String(v));
  await page.click('[data-testid="kernel-run"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="kernel-simd-ms"]').textContent !== '', null, { timeout: 300000 });
  const get = async (id) => Number(await page.textContent(`[data-testid="kernel-${id}"]`));
  const r = { simd: await get('simd-ms'), scalar: await get('scalar-ms'), js: await get('js-ms'), copy: await get('copy-ms'), err: await get('max-err') };
  if (problems.length) throw new Error(problems.join('\n'));
  await page.close();
  return r;
}

for (const layout of ['interleaved', 'half']) {
  const r = await kernel(layout);
  const p = `kernel_${layout}`;
  fig(`${p}_simd_ms`, r.simd); fig(`${p}_scalar_ms`, r.scalar); fig(`${p}_js_ms`, r.js); fig(`${p}_copy_ms`, r.copy);
  fig(`${p}_simd_vs_copy`, r.simd / r.copy); fig(`${p}_scalar_vs_simd`, r.scalar / r.simd); fig(`${p}_js_vs_simd`, r.js / r.simd);
  fig(`${p}_max_abs_err`, r.err);
  const bytes = 2 * 4 * 2 * 4096 * 32 * 128;
  fig(`${p}_simd_gbps`, bytes / (r.simd / 1e3) / 1e9);
}
// Cache-resident shape (1 MiB per buffer): compute, not memory, decides here.
for (const layout of ['interleaved', 'half']) {
  const r = await kernel(layout, { b: 1, s: 256, h: 8, d: 128 });
  const p = `incache_${layout}`;
  fig(`${p}_simd_ms`, r.simd, 3); fig(`${p}_scalar_ms`, r.scalar, 3); fig(`${p}_js_ms`, r.js, 3); fig(`${p}_copy_ms`, r.copy, 3);
  fig(`${p}_scalar_vs_simd`, r.scalar / r.simd); fig(`${p}_js_vs_simd`, r.js / r.simd);
}

// Interaction latency: from a control's input event to all views updated (script, effects,
// canvas drawing, style and layout), measured in the page; and to the next presented frame.
//
// "Next presented frame" is the first frame after the input: its requestAnimationFrame is
// requested just before the event is dispatched, and the time is taken in a task queued from
// that callback, which runs once the frame is rendered. Every update of an edit runs inside the
// input's task (Leptos runs effects as microtasks), so that frame shows all of it. Until
// 2026-11-23 the frame was requested only after the work had been timed; whenever the browser
// rendered a frame in between (a trace showed it in about half the edits: the paint falls
// inside the work window and the frame after the work paints nothing), that figure counted the
// frame after the one that showed the edit. It is still printed, as `_after_work`, to compare
// with earlier figures. Edits are sent 20 ms after the last frame, as before, so each lands at
// the same point in a frame.
async function latency(query, changes) {
  const { page, problems } = await watchedPage(browser);
  await page.goto(`${server.url}?${query}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="score-total"]');
  await page.waitForTimeout(300);
  const result = await page.evaluate(async (changes) => {
    const macrotask = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); });
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
    const work = [], frames = [], afterWork = [];
    for (const [testid, value] of changes) {
      const el = document.querySelector(`[data-testid="${testid}"]`);
      const next = frame();
      const t0 = performance.now();
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await macrotask();
      document.body.getBoundingClientRect();
      const t1 = performance.now();
      const presented = await next;
      const later = await frame();
      work.push(t1 - t0);
      frames.push(presented - t0);
      afterWork.push(later - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { work, frames, afterWork };
  }, changes);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.close();
  return result;
}
const cycle = (n, fn) => Array.from({ length: n }, (_, i) => fn(i));
// 108 edits each (a p95 over 36 was the second-slowest edit: mostly noise), in turn d, base and
// the sentence.
const EDITS = 108;
const defaultChanges = cycle(EDITS, (i) => [['dim', String(8 + 2 * (i % 8))], ['base', String([10000, 500000, 20000, 1000000][i % 4])], ['sentence', `The cat sat on the mat ${'again '.repeat(i % 5)}`.trim()]][i % 3]);
const words = cycle(128, (i) => `w${i}`).join('+');
const bigChanges = cycle(EDITS, (i) => [['dim', String(i % 2 ? 254 : 256)], ['base', String([10000, 500000, 20000, 1000000][i % 4])], ['sentence', cycle(128, (j) => (j === i % 128 ? 'x' : `w${j}`)).join(' ')]][i % 3]);
for (const [name, query, changes] of [['default', '', defaultChanges], ['d256_128tok', `dim=256&text=${words}`, bigChanges]]) {
  const r = await latency(query, changes);
  fig(`latency_${name}_changes`, r.work.length, 0);
  fig(`latency_${name}_p50_ms`, pct(r.work, 50)); fig(`latency_${name}_p95_ms`, pct(r.work, 95));
  fig(`latency_${name}_frame_p50_ms`, pct(r.frames, 50)); fig(`latency_${name}_frame_p95_ms`, pct(r.frames, 95));
  fig(`latency_${name}_frame_after_work_p95_ms`, pct(r.afterWork, 95));
}

// First paint of the widget: navigation start to the first computed number on screen.
{
  const times = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid="score-total"]')) { window.__firstPaint = performance.now(); obs.disconnect(); }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__firstPaint !== undefined);
    times.push(await page.evaluate(() => window.__firstPaint));
    await page.close();
  }
  fig('first_paint_ms_median', pct(times, 50));
}

// Bundle: every wasm and JS file the default page loads (recorded from its requests, on a fresh
// load left alone for 2 s, nothing scrolled or clicked), gzip -9. The on-demand parts module
// (app::part: lesson, examples, mistakes, quiz, kernel, HF box, model lab) is counted apart:
// the page fetches it only when the learner scrolls to one of those or opens them.
{
  const { page } = await watchedPage(browser);
  const loaded = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/\.(wasm|js)$/.test(u.pathname) && u.pathname.startsWith('/bench/')) loaded.add(u.pathname.slice('/bench/'.length));
  });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="score-total"]');
  await page.waitForTimeout(2000);
  await page.close();
  const size = (names) => {
    let raw = 0, gz = 0;
    for (const f of names) { const b = fs.readFileSync(path.join(dist, decodeURIComponent(f))); raw += b.length; gz += zlib.gzipSync(b, { level: 9 }).length; }
    return [raw, gz];
  };
  const [raw, gz] = size(loaded);
  console.log(`default page loads: ${[...loaded].sort().join(', ')}`);
  fig('bundle_wasm_js_raw_kb', raw / 1024, 1);
  fig('bundle_wasm_js_gzip_kb', gz / 1024, 1);
  const parts = fs.readdirSync(dist).filter((f) => /^ropescope-more.*\.(wasm|js)$/.test(f));
  const [praw, pgz] = size(parts);
  fig('parts_module_raw_kb', praw / 1024, 1);
  fig('parts_module_gzip_kb', pgz / 1024, 1);
  if ([...loaded].some((f) => f.startsWith('ropescope-more'))) console.log('WARNING: the default page loaded the parts module');
}

console.log('\ntargets (issue 8):');
for (const [name, [op, bound]] of Object.entries(TARGETS)) {
  const v = measured[name];
  const met = v === undefined ? 'not measured' : (op === '<=' ? v <= bound : v >= bound) ? 'met' : 'MISSED';
  console.log(`  ${name} ${v === undefined ? '-' : v.toFixed(2)} (target ${op} ${bound}): ${met}`);
}

await browser.close();
await server.close();
