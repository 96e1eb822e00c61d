// End-to-end checks of the new RoPE methods and views in the built widget (dist/ served from a
// sub-path, headless Chromium): every scaling method's page and its parameter controls (drawn
// from the key table), LongRoPE's two regimes, the layers view (Gemma 3, gpt-oss, Llama 4 Scout),
// the multimodal view (Qwen2-VL), the NoPE and ALiBi baselines, the HF box with a per-layer-type
// config.json; no console errors anywhere; an axe-core audit (zero serious or critical
// violations) of each new view.
// Usage: ROPE_EXPORT=target/debug/rope-export node tests/e2e/methods.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil, waitInSight } from './browser.mjs';
import { catalog } from './catalog.mjs';

// Picks a model preset: its group opens (the presets are an on-demand part), then the choice.
async function preset(page, id) {
  if (!(await page.$eval('[data-testid="presets-box"]', (d) => d.open))) await page.click('[data-testid="presets-box"] summary');
  await page.selectOption('[data-testid="model-preset"]', id);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const configs = path.join(here, '../data/hf_configs');

const server = await serve({ root: dist, prefix: '/courses/ml/ropescope/' });
const browser = await launch();
const t = harness('methods');

async function open(query = '') {
  const w = await watchedPage(browser);
  await w.page.goto(server.url + query, { waitUntil: 'load' });
  await w.page.waitForSelector('section.view', { timeout: 15000 });
  return w;
}

/// Scrolls a view into sight (views compute while on screen; parts load when near it).
async function look(page, view, ready) {
  const here = await page.evaluate((v) => { const s = document.querySelector(`#view-${v}`); s?.scrollIntoView(); return !!s; }, view);
  if (here) await waitInSight(page, view);
  if (ready) await page.waitForSelector(ready, { timeout: 20000 });
}

/// How many times the canvases of a view have been drawn (their `data-drawn` counts).
const drawnIn = (page, view) => page.evaluate((v) => [...document.querySelectorAll(`#view-${v} canvas`)]
  .reduce((n, c) => n + Number(c.dataset.drawn || 0), 0), view);

// Each method's parameters, as the core lists them (rope-export --catalog): their controls appear.
const METHODS = Object.fromEntries(catalog.methods.filter((m) => m.params.length).map((m) => [m.name, m.params]));

await t.check('every method renders, with exactly its parameters, no console errors', async () => {
  for (const [method, params] of Object.entries(METHODS)) {
    const { page, problems } = await open(`?dim=16&scaling=${method}&factor=2&orig=64`);
    for (const p of params) assert(await page.isVisible(`[data-testid="${p}"]`), `${method}: no ${p} control`);
    const others = new Set(Object.values(METHODS).flat());
    for (const p of others) if (!params.includes(p)) assert((await page.locator(`[data-testid="${p}"]`).count()) === 0, `${method}: ${p} shown`);
    await look(page, 'frequencies', '[data-testid="method-note"]');
    const note = await page.textContent('[data-testid="method-note"]');
    assert(note.length > 20, `${method}: method note`);
    assert(problems.length === 0, `${method}: ${problems.join('\n')}`);
    await page.close();
  }
});

await t.check('LongRoPE: the short factors within the original context, the long ones past it', async () => {
  const q = '?dim=8&scaling=longrope&factor=32&orig=64&short_factor=1,2,3,4&long_factor=5,6,7,8';
  for (const [len, regime] of [[64, 'short'], [65, 'long']]) {
    const { page, problems } = await open(`${q}&len=${len}`);
    await look(page, 'frequencies', '[data-testid="method-note"]');
    const note = await page.textContent('[data-testid="method-note"]');
    assert(note.includes(`the ${regime} factors apply`), `len ${len}: ${note}`);
    const af = Number(await page.textContent('[data-testid="attention-factor"]'));
    assert(Math.abs(af - Math.sqrt(1 + Math.log(32) / Math.log(64))) < 1e-6, `attention factor ${af}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

await t.check('layers view: Gemma 3 local and global sets, Llama 4 NoPE layers and query scale', async () => {
  const { page, problems } = await open('?view=layers');
  await preset(page, 'gemma3-4b');
  await look(page, 'layers', '[data-testid="layer-strip"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="layer-strip"] .layer-cell').length === 34);
  assert((await page.locator('.layer-global').count()) === 5, 'five global layers');
  assert((await page.getAttribute('[data-testid="layer-strip"] .layer-global', 'title')).includes('global (full attention)'), 'a global layer attends in full');
  assert((await page.textContent('[data-testid="layer-sets"]')).includes('base 10000'), 'local base');
  await preset(page, 'llama4-scout');
  await page.waitForFunction(() => document.querySelectorAll('.layer-nope').length === 12);
  await page.waitForSelector('[data-testid="temperature-table"]');
  const caption = await page.textContent('[data-testid="layers-caption"]');
  // transformers' Llama 4: RoPE layers attend in chunks, the NoPE layers in full.
  assert(caption.includes('12 no RoPE (full attention) layers') && caption.includes('36 RoPE (chunked attention) layers'), `caption: ${caption}`);
  const titles = await page.$$eval('[data-testid="layer-strip"] .layer-cell', (cells) => cells.slice(0, 4).map((c) => c.title));
  assert(titles[0].includes('chunked_attention') && titles[3].includes('full_attention'), `tooltips: ${titles}`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('multimodal view: Qwen2-VL position ids for text and an image', async () => {
  const { page, problems } = await open('?view=multimodal&text=Describe+this+please');
  // Without sections or an image the view is not empty: an example on the page's settings
  // (d = 16: 2, 3, 3 pairs, a 4 x 6 image after the first word), which it says it is.
  await look(page, 'multimodal', '[data-testid="mrope-example"]');
  const note = await page.textContent('[data-testid="mrope-example"]');
  assert(note.includes('mrope_section 2, 3, 3') && note.includes('4 x 6 patches'), note);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="mrope-row"]').length === 11);
  await preset(page, 'qwen2-vl');
  await page.waitForSelector('[data-testid="mrope-example"]', { state: 'detached' });
  await page.waitForSelector('[data-testid="mrope-table"]');
  // Describe, vision_start, 2 x 3 image tokens, vision_end, this, please.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="mrope-row"]').length === 11);
  const last = await page.locator('[data-testid="mrope-row"]').nth(7).locator('td').allTextContents();
  assert(last.slice(2).join(',') === '2,3,4', `last image token ids ${last}`);
  // The grid paints (and so knows its cells) once it is on screen.
  await page.locator('[data-testid="mrope-grid"]').scrollIntoViewIfNeeded();
  await waitUntil(page, 'the grid drawn', () => document.querySelector('[data-testid="mrope-grid"]')?.dataset.drawn);
  const box = await page.locator('[data-testid="mrope-grid"]').boundingBox();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5);
  await page.waitForFunction(() => document.querySelector('#mrope-readout')?.textContent.includes('section'), null, { timeout: 5000 });
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('baselines: NoPE and ALiBi beside RoPE in the attention and distance views', async () => {
  const { page, problems } = await open('?text=the+cat+the+cat');
  await look(page, 'attention', '[data-testid="attention-baseline"]');
  // The matrix draws while on screen: each choice redraws it.
  await page.locator('#view-attention canvas').first().scrollIntoViewIfNeeded();
  for (const b of ['nope', 'alibi-steep', 'alibi-gentle', 'rope']) {
    const before = await drawnIn(page, 'attention');
    await page.selectOption('[data-testid="attention-baseline"]', b);
    await waitUntil(page, `the attention view redrawn with ${b}`, ([v, n]) => [...document.querySelectorAll(`#view-${v} canvas`)]
      .reduce((m, c) => m + Number(c.dataset.drawn || 0), 0) > n, ['attention', before]);
  }
  await look(page, 'distance', '[data-testid="baseline-note"]');
  assert((await page.textContent('[data-testid="baseline-note"]')).includes('ALiBi'), 'distance note');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('HF box: a per-layer-type config.json (Gemma 3) gives the preset\'s settings', async () => {
  const { page, problems } = await open('?view=layers');
  await page.click('details.hf-config summary');
  await page.waitForSelector('[data-testid="hf-paste"]', { timeout: 20000 });
  await page.fill('[data-testid="hf-paste"]', fs.readFileSync(path.join(configs, 'gemma3-4b.json'), 'utf8'));
  await page.click('[data-testid="hf-apply"]');
  await page.waitForFunction(() => location.search.includes('local_base=10000'));
  const search = await page.evaluate(() => location.search);
  for (const part of ['dim=256', 'base=1000000', 'scaling=linear', 'factor=8', 'layer_types=LLLLLG', 'layers=34'])
    assert(search.includes(part), `${part} missing from ${search}`);
  assert((await page.textContent('#ctl-hf-msg')).includes('RoPE per layer type'), 'sets listed');
  // The file picker reads the same file.
  await page.setInputFiles('[data-testid="hf-file"]', path.join(configs, 'phi35-mini.json'));
  await page.waitForFunction(() => location.search.includes('scaling=longrope'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('axe-core: zero serious or critical violations on the new views and methods', async () => {
  const axe = fs.readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const report = [];
  for (const q of ['?view=layers&layer_types=LLLLLG&layers=34&local_base=10000',
    '?view=layers&layer_types=GGGN&layers=48&attn_scale=0.1',
    '?view=multimodal&dim=16&mrope=2,3,3&image_grid=1,4,6',
    '?view=frequencies&dim=8&scaling=longrope&factor=8&orig=64&len=100',
    '?view=attention,distance&scaling=proportional&partial=0.5&factor=1']) {
    const { page } = await watchedPage(browser);
    await page.goto(server.url + q, { waitUntil: 'load' });
    await page.waitForSelector('section.view');
    for (const v of ['layers', 'multimodal', 'frequencies', 'attention', 'distance']) await look(page, v);
    await waitUntil(page, 'every part mounted', () => [...document.querySelectorAll('.part-slot')]
      .every((s) => s.querySelector('.part-body')?.childElementCount > 0));
    await page.addScriptTag({ content: axe });
    const result = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, target: v.nodes[0]?.target?.join(' ') }));
    });
    const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    report.push(`${q}: ${bad.map((v) => `${v.id} at ${v.target}`).join('; ') || 'clean'}`);
    assert(bad.length === 0, report.join('\n'));
    await page.close();
  }
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
