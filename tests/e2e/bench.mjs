// ropescope's benchmark (figures, not pass/fail): the Kernel view's timings at the default
// shape [2, 4096, 32, 128] for both layouts (medians of 7 runs after a warm-up, taken by the
// page itself), the same at a cache-resident shape, interaction latency with each drawn view on
// screen, first paint and bundle size. Prints one "name value" line per figure, a table of the
// latencies, and the targets.
// Usage: node tests/e2e/bench.mjs [dist-dir] [sections: kernel,latency,paint,bundle (default all)]
//        [views for the latency section (default every drawn view)]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const SECTIONS = (process.argv[3] || 'kernel,latency,paint,bundle').split(',');
const runs = (section) => SECTIONS.includes(section);
const server = await serve({ root: dist, prefix: '/bench/' });
const browser = await launch();
// The targets, checked against the measured figures at the end (printed, never a pass/fail:
// timings belong in a benchmark). Per-view latency targets are added where they are measured.
const TARGETS = {
  bundle_wasm_js_gzip_kb: ['<=', 340],
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

for (const layout of runs('kernel') ? ['interleaved', 'half'] : []) {
  const r = await kernel(layout);
  const p = `kernel_${layout}`;
  fig(`${p}_simd_ms`, r.simd); fig(`${p}_scalar_ms`, r.scalar); fig(`${p}_js_ms`, r.js); fig(`${p}_copy_ms`, r.copy);
  fig(`${p}_simd_vs_copy`, r.simd / r.copy); fig(`${p}_scalar_vs_simd`, r.scalar / r.simd); fig(`${p}_js_vs_simd`, r.js / r.simd);
  fig(`${p}_max_abs_err`, r.err);
  const bytes = 2 * 4 * 2 * 4096 * 32 * 128;
  fig(`${p}_simd_gbps`, bytes / (r.simd / 1e3) / 1e9);
}
// Cache-resident shape (1 MiB per buffer): compute, not memory, decides here.
for (const layout of runs('kernel') ? ['interleaved', 'half'] : []) {
  const r = await kernel(layout, { b: 1, s: 256, h: 8, d: 128 });
  const p = `incache_${layout}`;
  fig(`${p}_simd_ms`, r.simd, 3); fig(`${p}_scalar_ms`, r.scalar, 3); fig(`${p}_js_ms`, r.js, 3); fig(`${p}_copy_ms`, r.copy, 3);
  fig(`${p}_scalar_vs_simd`, r.scalar / r.simd); fig(`${p}_js_vs_simd`, r.js / r.simd);
}

// Interaction latency, with the result on screen: each drawn view in turn is scrolled into
// sight (on a 1280 x 800 screen, the settings column beside it), then the base, d and the
// sentence are edited through their controls while the view is visible. The figure is the time
// from the control's `input` event to the next presented frame, which shows the whole edit:
// its requestAnimationFrame is requested just before the event is dispatched, and the time is
// taken in a task queued from that callback, once the frame is rendered (every update of an
// edit runs inside the input's task: Leptos runs effects as microtasks). "work" is the input
// event to the end of script, style and layout. Edits are sent 20 ms after the last frame.
// "From the frame's start" is the same end point taken from the later of the input and the
// start of the frame that shows it (its requestAnimationFrame timestamp): the figure without
// the wait for the next frame, which an input that arrives just after a frame has started
// pays whatever the page does (up to 16.7 ms).
// "CPU check" times a fixed loop in the page just before each case's edits: the speed of this
// shared machine moves by up to half between minutes, and the figures move with it.
// A view that is off screen computes nothing, so a figure taken with the view off screen
// would time nothing: there is no such figure here.
const DRAWN = (process.argv[4] || 'compasses,heatmap,score,invariance,distance,attention,frequencies,layers,absolute,multimodal').split(',');
async function latency(query, view, changes, openTables) {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 800 });
  await page.goto(`${server.url}?${query}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="compass-readout"]');
  await page.evaluate((v) => document.querySelector(`#view-${v}`).scrollIntoView(), view);
  // A view in the on-demand parts: wait until it is mounted and drawn.
  await page.waitForFunction((v) => {
    const s = document.querySelector(`#view-${v}`);
    const body = s.querySelector('.part-body');
    return !body || body.childElementCount > 0;
  }, view, { timeout: 30000 });
  if (openTables) await page.evaluate((v) => { for (const d of document.querySelectorAll(`#view-${v} details`)) d.open = true; }, view);
  // Parts above it may have grown meanwhile: bring it back until it stays put.
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(400);
    const moved = await page.evaluate((v) => {
      const top = document.querySelector(`#view-${v}`).getBoundingClientRect().top;
      document.querySelector(`#view-${v}`).scrollIntoView();
      return Math.abs(document.querySelector(`#view-${v}`).getBoundingClientRect().top - top) > 1;
    }, view);
    if (!moved) break;
  }
  const result = await page.evaluate(async ([changes, view]) => {
    const macrotask = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); });
    // The frame's own start (its requestAnimationFrame timestamp) is kept too.
    const frame = () => new Promise((r) => requestAnimationFrame((begin) => setTimeout(() => r([performance.now(), begin]), 0)));
    const section = document.querySelector(`#view-${view}`);
    // The machine's speed right now (a fixed loop; this shared machine's speed moves by up
    // to half between minutes), printed beside the figures so a slow phase shows.
    const c0 = performance.now();
    let sink = 0;
    for (let i = 0; i < 5e7; i++) sink += i % 7;
    const cpu = performance.now() - c0 + (sink < 0 ? 1 : 0);
    const work = [], frames = [], own = [], offscreen = [];
    for (const [testid, value] of changes) {
      const el = document.querySelector(`[data-testid="${testid}"]`);
      const r = section.getBoundingClientRect();
      offscreen.push(r.bottom < 0 || r.top > innerHeight);
      const next = frame();
      const t0 = performance.now();
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await macrotask();
      document.body.getBoundingClientRect();
      const t1 = performance.now();
      const [presented, begin] = await next;
      work.push(t1 - t0);
      frames.push(presented - t0);
      own.push(presented - Math.max(t0, begin));
      await new Promise((r) => setTimeout(r, 20));
    }
    return { work, frames, own, cpu, offscreen: offscreen.filter(Boolean).length };
  }, [changes, view]);
  if (problems.length) throw new Error(problems.join('\n'));
  if (result.offscreen) throw new Error(`${view}: off screen during ${result.offscreen} edits`);
  await page.close();
  return result;
}
const cycle = (n, fn) => Array.from({ length: n }, (_, i) => fn(i));
// 72 edits per view and case, in turn d, base and the sentence.
const EDITS = 72;
const defaultChanges = cycle(EDITS, (i) => [['dim', String(8 + 2 * (i % 8))], ['base', String([10000, 500000, 20000, 1000000][i % 4])], ['sentence', `The cat sat on the mat ${'again '.repeat(i % 5)}`.trim()]][i % 3]);
const words = cycle(128, (i) => `w${i}`).join('+');
const bigChanges = cycle(EDITS, (i) => [['dim', String(i % 2 ? 254 : 256)], ['base', String([10000, 500000, 20000, 1000000][i % 4])], ['sentence', cycle(128, (j) => (j === i % 128 ? 'x' : `w${j}`)).join(' ')]][i % 3]);
const latencyRows = [];
for (const view of runs('latency') ? DRAWN : []) {
  for (const [name, query, changes, open] of [['default', '', defaultChanges, false], ['d256_128tok', `dim=256&text=${words}`, bigChanges, true]]) {
    const r = await latency(query, view, changes, open);
    const p = `latency_${view}_${name}`;
    fig(`${p}_frame_p50_ms`, pct(r.frames, 50)); fig(`${p}_frame_p95_ms`, pct(r.frames, 95));
    fig(`${p}_work_p95_ms`, pct(r.work, 95));
    fig(`${p}_own_p95_ms`, pct(r.own, 95));
    TARGETS[`${p}_frame_p95_ms`] = ['<=', name === 'default' ? 16.7 : 33];
    latencyRows.push(`| ${view} | ${name === 'default' ? 'default' : 'd = 256, 128 tokens, tables open'} | ${pct(r.frames, 50).toFixed(1)} | ${pct(r.frames, 95).toFixed(1)} | ${pct(r.work, 95).toFixed(1)} | ${pct(r.own, 95).toFixed(1)} | ${r.cpu.toFixed(0)} |`);
  }
}
if (latencyRows.length) console.log('\n| view | settings | to next frame p50 (ms) | p95 (ms) | work p95 (ms) | from the frame\'s start p95 (ms) | CPU check (ms) |\n| --- | --- | --- | --- | --- | --- | --- |\n' + latencyRows.join('\n') + '\n');

// First paint of the widget: navigation start to the first computed view on screen (the
// compasses' readout).
if (runs('paint')) {
  // In each language: English is compiled in; another language's page files are fetched first.
  for (const lang of ['en', 'zh-CN', 'es']) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_, obs) => {
          const readout = document.querySelector('[data-testid="compass-readout"]');
          if (readout && readout.textContent) { window.__firstPaint = performance.now(); obs.disconnect(); }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(server.url + (lang === 'en' ? '' : `?lang=${lang}`), { waitUntil: 'load' });
      await page.waitForFunction(() => window.__firstPaint !== undefined);
      times.push(await page.evaluate(() => window.__firstPaint));
      await page.close();
    }
    const name = lang === 'en' ? 'first_paint_ms_median' : `first_paint_ms_median_${lang.replace('-', '_')}`;
    TARGETS[name] = ['<=', 1000];
    fig(name, pct(times, 50));
  }
}

// Bundle: every wasm and JS file the default page loads (recorded from its requests, on a fresh
// load left alone for 2 s, nothing scrolled or clicked), gzip -9. The on-demand parts module
// (app::part: lesson, examples, mistakes, quiz, kernel, HF box, model lab) is counted apart:
// the page fetches it only when the learner scrolls to one of those or opens them.
if (runs('bundle')) {
  const { page } = await watchedPage(browser);
  const loaded = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/\.(wasm|js)$/.test(u.pathname) && u.pathname.startsWith('/bench/')) loaded.add(u.pathname.slice('/bench/'.length));
  });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="compass-readout"]');
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

console.log('\ntargets:');
for (const [name, [op, bound]] of Object.entries(TARGETS)) {
  const v = measured[name];
  const met = v === undefined ? 'not measured' : (op === '<=' ? v <= bound : v >= bound) ? 'met' : 'MISSED';
  console.log(`  ${name} ${v === undefined ? '-' : v.toFixed(2)} (target ${op} ${bound}): ${met}`);
}

await browser.close();
await server.close();
