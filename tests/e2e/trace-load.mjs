// Where the default page's load spends the main thread: a Chromium performance trace of a fresh
// load under a 4x CPU slowdown (Lighthouse's mobile setting), summarised as the main thread's
// tasks over 50 ms (their blocking time, Lighthouse's "total blocking time" before the page is
// interactive) and the self time of what ran in them (the sampling profiler's functions, by
// script and name). A benchmark, not a test: prints figures.
// Usage: node tests/e2e/trace-load.mjs [dist-dir] [lang (default en)] [runs (default 3)]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const lang = process.argv[3] || 'en';
const RUNS = Number(process.argv[4] || 3);
const server = await serve({ root: dist, prefix: '/trace/' });
const browser = await launch();

const CATEGORIES = ['devtools.timeline', 'v8', 'v8.wasm', 'v8.execute', 'blink.user_timing',
  'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'].join(',');

for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      const readout = document.querySelector('[data-testid="compass-readout"]');
      if (readout && readout.textContent) { window.__firstPaint = performance.now(); obs.disconnect(); }
    }).observe(document, { childList: true, subtree: true });
  });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(server.url + (lang === 'en' ? '' : `?lang=${lang}`), { waitUntil: 'load' });
  await page.waitForFunction(() => window.__firstPaint !== undefined, null, { timeout: 60000 });
  const firstPaint = await page.evaluate(() => window.__firstPaint);
  // Let the page settle (what it defers to idle time runs now).
  await page.waitForTimeout(4000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();

  // The renderer's main thread.
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((x) => x.pid === e.pid && x.name === 'navigationStart'));
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = onMain.find((e) => e.name === 'navigationStart') || events.find((e) => e.name === 'navigationStart');
  const t0 = nav.ts;
  const tasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= 50000);
  const ms = (us) => (us / 1000).toFixed(0);
  let blocking = 0;
  console.log(`\nrun ${run + 1} (${lang}): first paint (compass readout) ${firstPaint.toFixed(0)} ms after navigation start (4x slower CPU)`);
  for (const t of tasks) {
    blocking += t.dur - 50000;
    // The biggest named events inside the task.
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e !== t && e.dur > 2000);
    const byName = new Map();
    for (const e of inside) {
      const key = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name} ${(e.args?.data?.url || '').split('/').pop()} ${e.args?.data?.functionName || ''}` : e.name;
      byName.set(key, Math.max(byName.get(key) || 0, e.dur));
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, d]) => `${k.trim()} ${ms(d)}`).join('; ');
    console.log(`  task at ${ms(t.ts - t0)} ms: ${ms(t.dur)} ms  [${top}]`);
  }
  console.log(`  tasks over 50 ms: ${tasks.length}, their time over 50 ms (blocking): ${ms(blocking)} ms`);

  // Self and total time by function from the sampling profiler (ProfileChunk events).
  const nodes = new Map();
  const self = new Map();
  const totalBy = new Map();
  const key = (n) => { const f = n?.callFrame || {}; return `${(f.url || '').split('/').pop()} ${f.functionName || '(anonymous)'}`; };
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid)) {
    const cp = e.args?.data?.cpuProfile;
    for (const n of cp?.nodes || []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas || [];
    (cp?.samples || []).forEach((id, i) => {
      const d = deltas[i] || 0;
      const n = nodes.get(id);
      self.set(key(n), (self.get(key(n)) || 0) + d);
      const seen = new Set();
      if (process.env.FOCUS) {
        // Only the samples under a function whose name holds FOCUS (what it spends its time in).
        let under = false;
        for (let m = n; m; m = nodes.get(m.parent)) if (key(m).includes(process.env.FOCUS)) under = true;
        if (!under) return;
      }
      for (let m = n; m; m = nodes.get(m.parent)) {
        const k = key(m);
        if (!seen.has(k)) { seen.add(k); totalBy.set(k, (totalBy.get(k) || 0) + d); }
      }
    });
  }
  const busy = (k) => !/\((idle|program|root)\)/.test(k);
  const total = [...self].filter(([k]) => busy(k)).reduce((a, [, b]) => a + b, 0);
  const TOP = Number(process.env.TOP || 15);
  console.log(`  sampled self time (top ${TOP} of ${ms(total)} ms busy):`);
  for (const [k, v] of [...self].filter(([k]) => busy(k)).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`    ${ms(v).padStart(5)} ms  ${k.slice(0, 140)}`);
  console.log(`  sampled total time, wasm functions (top ${TOP}):`);
  for (const [k, v] of [...totalBy].filter(([k]) => k.includes('.wasm')).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`    ${ms(v).padStart(5)} ms  ${k.slice(0, 160)}`);
}
await browser.close();
await server.close();
