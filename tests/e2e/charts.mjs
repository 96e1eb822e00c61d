// End-to-end checks that every chart is readable on a phone and in a narrow embed (dist/ served
// from a sub-path, headless Chromium with a phone's pixel ratio):
// - every canvas of every drawn view has a backing store of its CSS size times the device
//   pixel ratio (within a pixel): drawn at the size it is shown at, never shrunk;
// - no text drawn on a canvas is smaller than 11 CSS px, and none sticks out of its canvas
//   (legends wrap, tick labels thin out); measured by recording every fillText the page makes;
// - at 390 px no view scrolls sideways inside itself (data tables excepted: they are labelled,
//   focusable scroll regions), no canvas is wider than its view, and the score bars show every
//   pair's value as the table has it;
// - the phone bar's labels fit, and the first screen does not shift while the page mounts
//   (layout-shift entries, as Lighthouse counts them).
// Usage: node tests/e2e/charts.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const server = await serve({ root: dist, prefix: '/learn/ropescope/' });
const browser = await launch();
const t = harness('charts');
// Screenshots of three views on a phone (`./dev.sh screenshots` copies them into docs/).
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });
const SHOTS = ['distance', 'frequencies', 'attention'];

// Each drawn view and the address that gives it something to draw.
const DRAWN = {
  compasses: '', heatmap: '', score: '', distance: '', attention: '', frequencies: 'scaling=longrope&short_factor=1,1.5,2,3,4,5,6,8&long_factor=2,3,4,6,8,10,12,16&orig=4096&factor=32',
  absolute: '', multimodal: 'mrope=2,3,3&image_grid=1,4,6', vision: 'patches=8,8', latent: 'nope_dim=32',
};

// Records, per canvas, every text drawn since the canvas was last cleared: its size and where
// its baseline starts and ends, in backing-store pixels (the test turns them into CSS pixels).
// A paint starts by filling the whole canvas from (0, 0).
const RECORDER = () => {
  const P = CanvasRenderingContext2D.prototype;
  const fillRect = P.fillRect, fillText = P.fillText;
  P.fillRect = function (x, y, w, h) {
    const m = this.getTransform();
    if (x === 0 && y === 0 && w * m.a >= this.canvas.width - 1 && h * m.d >= this.canvas.height - 1) this.canvas.__texts = [];
    return fillRect.call(this, x, y, w, h);
  };
  P.fillText = function (text, x, y, ...rest) {
    const m = this.getTransform();
    const scale = Math.hypot(m.a, m.b);
    const size = parseFloat((/([\d.]+)px/.exec(this.font) || [0, 0])[1]) * scale;
    const width = this.measureText(text).width * scale;
    // The text runs from its start to its end along the (maybe rotated) baseline.
    const share = { center: 0.5, right: 1, end: 1 }[this.textAlign] || 0;
    const [ux, uy] = [m.a / scale, m.b / scale];
    const x0 = m.a * x + m.c * y + m.e - ux * width * share, y0 = m.b * x + m.d * y + m.f - uy * width * share;
    (this.canvas.__texts ||= []).push({ text: String(text), size, x0, y0, x1: x0 + ux * width, y1: y0 + uy * width });
    return fillText.call(this, text, x, y, ...rest);
  };
};

// Sums the layout shifts without recent input, as Lighthouse's cumulative layout shift does
// (one session is enough for a load without input).
const SHIFTS = () => {
  window.__shift = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shift += e.value;
      window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node?.className || s.node?.nodeName || '?') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function open(query, [width, height], scale) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  await page.addInitScript(RECORDER);
  await page.addInitScript(SHIFTS);
  await page.goto(server.url + query, { waitUntil: 'load' });
  await page.waitForSelector('section.view');
  return { page, problems };
}

// Brings a view into sight and waits until each of its canvases has been painted at its
// current size (texts recorded since the last clear).
async function look(page, v) {
  await page.evaluate((v) => document.querySelector(`#view-${v}`).scrollIntoView(), v);
  // Parts above the view may mount and grow meanwhile and push it off screen (views draw only
  // on screen): until it has drawn, each poll brings it back into sight.
  // A view taller than the screen (the vision view's second grid) draws each canvas as it comes
  // into sight: each poll brings the first canvas not yet drawn into sight.
  await page.waitForFunction((v) => {
    const cs = [...document.querySelectorAll(`#view-${v} canvas`)];
    const waiting = cs.find((c) => !(c.__texts && c.__texts.length > 0));
    if (cs.length === 0) document.querySelector(`#view-${v}`).scrollIntoView();
    else if (waiting) waiting.scrollIntoView({ block: 'center' });
    return cs.length > 0 && !waiting;
  }, v, { timeout: 20000 });
}

// What is wrong with the canvases of a view: backing size, text size, text out of bounds.
async function chartFaults(page, v) {
  return page.evaluate((v) => {
    const out = [];
    const view = document.querySelector(`#view-${v}`).getBoundingClientRect();
    for (const c of document.querySelectorAll(`#view-${v} canvas`)) {
      const r = c.getBoundingClientRect();
      const name = c.dataset.testid || c.className;
      const dpr = devicePixelRatio;
      if (Math.abs(c.width - r.width * dpr) > 1 || Math.abs(c.height - r.height * dpr) > 1) {
        out.push(`${name}: backing ${c.width} x ${c.height} for ${r.width.toFixed(1)} x ${r.height.toFixed(1)} CSS px at ratio ${dpr}`);
      }
      if (r.right > view.right + 0.5 || r.left < view.left - 0.5) out.push(`${name}: wider than its view`);
      const k = r.width / c.width; // CSS px per backing pixel
      for (const tx of c.__texts || []) {
        const size = tx.size * k;
        // 11 px, within the rounding of the backing store.
        if (size < 10.95) out.push(`${name}: "${tx.text}" drawn ${size.toFixed(1)} CSS px high`);
        const inside = (x, y) => x * k >= -1 && x * k <= r.width + 1 && y * k >= -1 && y * k <= r.height + 1;
        if (!inside(tx.x0, tx.y0) || !inside(tx.x1, tx.y1)) {
          out.push(`${name}: "${tx.text}" runs out of the canvas (${(tx.x0 * k).toFixed(0)},${(tx.y0 * k).toFixed(0)} to ${(tx.x1 * k).toFixed(0)},${(tx.y1 * k).toFixed(0)} of ${r.width.toFixed(0)} x ${r.height.toFixed(0)})`);
        }
      }
    }
    return out;
  }, v);
}

// Elements inside a view that scroll sideways (data tables excepted).
async function sideways(page, v) {
  return page.evaluate((v) => [...document.querySelectorAll(`#view-${v} *`)]
    .filter((el) => !el.closest('.table-wrap') && el.scrollWidth > el.clientWidth + 1
      && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
    .map((el) => `${el.className || el.nodeName} (${el.scrollWidth} > ${el.clientWidth})`), v);
}

for (const [size, scale] of [[[390, 844], 3], [[320, 640], 2]]) {
  for (const [v, query] of Object.entries(DRAWN)) {
    await t.check(`${size.join(' x ')} at ratio ${scale}: ${v} drawn at its size, its text 11 px or more and inside`, async () => {
      const { page, problems } = await open(`?view=${v}${query ? '&' + query : ''}`, size, scale);
      await look(page, v);
      const faults = await chartFaults(page, v);
      assert(faults.length === 0, faults.slice(0, 12).join('\n'));
      const scrolls = await sideways(page, v);
      assert(scrolls.length === 0, `scrolls sideways: ${scrolls.join(', ')}`);
      assert(problems.length === 0, problems.join('\n'));
      if (size[0] === 390 && SHOTS.includes(v)) {
        // The view's title just below the sticky bars, its chart under it.
        await page.evaluate((v) => document.querySelector(`#view-${v}`).scrollIntoView(), v);
        await look(page, v);
        await page.screenshot({ path: path.join(out, `phone-${v}.png`), scale: 'css' });
      }
      await page.close();
    });
  }
}

// Every legend entry shows a line inside the plot (the page marks each line chart with the
// entries that show nothing, `data-unseen`), or says in its label where it leaves.
await t.check('every legend entry of the score-vs-distance charts is seen on its plot; RoPE off is not called RoPE', async () => {
  for (const query of ['', 'rope=off', 'qk=ones&rope=off', 'dim=128&qk=ones']) {
    const { page, problems } = await open(`?view=distance${query ? '&' + query : ''}`, [1280, 800], 1);
    await look(page, 'distance');
    const charts = await page.evaluate(() => [...document.querySelectorAll('#view-distance canvas')]
      .map((c) => ({ name: c.dataset.testid || c.className, unseen: c.dataset.unseen, texts: (c.__texts || []).map((x) => x.text) })));
    assert(charts.length === 3, `${charts.length} charts`);
    for (const c of charts) assert(c.unseen === '', `${query}: ${c.name}: legend entries with nothing on the plot: ${c.unseen}`);
    const baseline = charts.find((c) => c.name === 'baseline-chart');
    if (query.includes('rope=off')) assert(!baseline.texts.includes('RoPE'), `${query}: the flat line is called RoPE: ${baseline.texts.join(' | ')}`);
    else assert(baseline.texts.includes('RoPE'), `${query}: ${baseline.texts.join(' | ')}`);
    const steep = baseline.texts.find((x) => x.startsWith('ALiBi, slope 0.5'));
    assert(steep && /\(leaves at [0-9.]+\)/.test(steep), `${query}: the steep ALiBi head: ${steep}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

await t.check('390 x 844: the score bars show every pair\'s value as the table has it', async () => {
  const { page, problems } = await open('?view=score', [390, 844], 3);
  await look(page, 'score');
  const { drawn, table } = await page.evaluate(() => ({
    drawn: document.querySelector('[data-testid="score-bars"]').__texts.map((t) => t.text),
    table: [...document.querySelectorAll('[data-testid="pair-contribution"]')].map((td) => td.textContent),
  }));
  assert(table.length === 8, `${table.length} table rows`);
  for (const value of table) {
    assert(drawn.includes(Number(value).toFixed(4)), `${value} is not drawn (drawn: ${drawn.join(' ')})`);
  }
  assert((await chartFaults(page, 'score')).length === 0, 'the bars do not fit');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

for (const width of [320, 560, 800]) {
  await t.check(`embed at ${width} px: every drawn view at its size, its text 11 px or more and inside`, async () => {
    // The multimodal and latent-attention views draw only with their settings (an image, split dims).
    const views = Object.keys(DRAWN).filter((v) => v !== 'multimodal' && v !== 'latent');
    const { page, problems } = await open(`?embed=1&view=${views.join(',')}`, [width, 700], 2);
    for (const v of views) {
      await look(page, v);
      const faults = await chartFaults(page, v);
      assert(faults.length === 0, `${v}:\n${faults.slice(0, 12).join('\n')}`);
    }
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

for (const size of [[390, 844], [320, 640]]) {
  await t.check(`${size.join(' x ')}: the phone bar's labels fit`, async () => {
    const { page, problems } = await open('', size, 2);
    await page.waitForSelector('.sidebar .in-bar label');
    const cut = await page.evaluate(() => [...document.querySelectorAll('.sidebar .in-bar label, .sidebar .in-bar select')]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        if (el.tagName === 'SELECT') {
          // The chosen option's text within the select (its arrow takes about 24 px).
          const probe = document.createElement('span');
          const cs = getComputedStyle(el);
          probe.style.font = cs.font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = el.selectedOptions[0]?.textContent || '';
          document.body.append(probe);
          const w = probe.getBoundingClientRect().width;
          probe.remove();
          return w > el.clientWidth - 24 - parseFloat(cs.paddingLeft);
        }
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => el.textContent.trim()));
    assert(cut.length === 0, `cut: ${cut.join(', ')}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

for (const size of [[390, 844], [1280, 800]]) {
  await t.check(`${size.join(' x ')}: the first screen does not shift while the page mounts`, async () => {
    const { page, problems } = await open('', size, size[0] < 1000 ? 2 : 1);
    // Mounted and drawn: the first view's dials are painted, every part on the first screen
    // has arrived, and two frames have passed since.
    await page.waitForFunction(() => document.querySelector('[data-testid="compass-canvas"]')?.__texts?.length > 0);
    await page.waitForFunction(() => [...document.querySelectorAll('.part-loading')]
      .every((el) => !el.checkVisibility() || el.getBoundingClientRect().top >= innerHeight));
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const { shift, shifts } = await page.evaluate(() => ({ shift: window.__shift, shifts: window.__shifts }));
    assert(shift < 0.02, `layout shift ${shift.toFixed(4)}: ${JSON.stringify(shifts)}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
