// End-to-end checks of the views of today's vision and multimodal models and of latent attention
// in the built widget (dist/, headless Chromium): the vision view (axial 2D RoPE over a patch
// grid: its pairs' axes, the score readout, the shifted grid scoring the same, its controls and
// the keyboard), interleaved beside sectioned multimodal RoPE, the latent-attention view
// (decoupled RoPE: the score as its two parts), the new presets and config.json files in the HF
// box; each new view renders without console errors, passes axe-core (no serious or critical
// violations) in light and dark, and reads on a 390 x 844 phone without sideways scrolling.
// Usage: node tests/e2e/vision.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const configs = path.join(here, '../data/hf_configs');
const server = await serve({ root: dist, prefix: '/ropescope/' });
const browser = await launch();
const t = harness('vision');

async function open(query = '', viewport) {
  const w = await watchedPage(browser, viewport);
  await w.page.goto(server.url + query, { waitUntil: 'load' });
  await w.page.waitForSelector('section.view', { timeout: 15000 });
  return w;
}

/// Scrolls a view into sight (its part loads when near the screen) and waits for `ready`.
async function look(page, view, ready) {
  await page.evaluate((v) => document.querySelector(`#view-${v}`)?.scrollIntoView(), view);
  await page.waitForSelector(ready, { timeout: 20000 });
}

/// The numbers a readout prints after "score".
const scores = (text) => [...text.matchAll(/score (-?[0-9.e+-]+)/g)].map((m) => m[1]);

await t.check('vision view: rows and columns, the score readout, the shifted grid scores the same', async () => {
  const { page, problems } = await open('?view=vision&dim=16&base=100&patches=6,8&patch=2,3');
  await look(page, 'vision', '[data-testid="vision-caption"]');
  const caption = await page.textContent('[data-testid="vision-caption"]');
  assert(caption.includes('6 x 8 patches') && caption.includes('pairs 0–3 turn with the row'), caption);
  const axes = await page.locator('[data-testid="vision-axis"]').allTextContents();
  assert(axes.length === 2 && axes[0].includes('row') && axes[1].includes('column'), axes.join(' | '));
  // The key patch under the pointer: its score, and the same two patches shifted by (1, 1).
  const grid = page.locator('[data-testid="vision-grid"]');
  await grid.scrollIntoViewIfNeeded();
  const box = await grid.boundingBox();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.waitForFunction(() => /Shifted by \(1, 1\).*score/.test(document.querySelector('[data-testid="vision-readout"]').textContent));
  let pair = scores(await page.textContent('[data-testid="vision-readout"]'));
  assert(pair.length === 2 && pair[0] === pair[1], `shifted score differs: ${pair}`);
  // Another shift, typed: the second grid follows and still scores the same.
  await page.fill('[data-testid="vision-shift-r"]', '2');
  await page.fill('[data-testid="vision-shift-c"]', '-1');
  await page.waitForFunction(() => document.querySelector('[data-testid="vision-shifted-caption"]').textContent.includes('(2, -1)'));
  await grid.scrollIntoViewIfNeeded();
  const box2 = await grid.boundingBox();
  await page.mouse.move(box2.x + box2.width * 0.55, box2.y + box2.height * 0.3);
  await page.waitForFunction(() => /Shifted by \(2, -1\)/.test(document.querySelector('[data-testid="vision-readout"]').textContent));
  const readout = await page.textContent('[data-testid="vision-readout"]');
  pair = scores(readout);
  assert(readout.includes('leaves the image') || (pair.length === 2 && pair[0] === pair[1]), readout);
  // The keyboard moves the key patch (focus starts it at the first patch if none is picked).
  await grid.focus();
  await page.waitForFunction(() => /key patch \(\d+, \d+\)/.test(document.querySelector('[data-testid="vision-readout"]').textContent));
  const before = await page.textContent('[data-testid="vision-readout"]');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((b) => document.querySelector('[data-testid="vision-readout"]').textContent !== b, before);
  // The drawing shows the key patch (a dashed outline that follows the pointer) and the merge
  // blocks (gaps that follow the merge size): each changes the grid's pixels.
  const pixels = () => page.evaluate(() => document.querySelector('[data-testid="vision-grid"]').toDataURL());
  const drawn = () => page.evaluate(() => Number(document.querySelector('[data-testid="vision-grid"]').dataset.drawn || 0));
  let shot = await pixels();
  let count = await drawn();
  await page.keyboard.press('ArrowRight');
  await waitUntil(page, 'the grid redrawn for the new key patch', (n) => Number(document.querySelector('[data-testid="vision-grid"]').dataset.drawn) > n, count);
  assert(await pixels() !== shot, 'moving the key patch left the drawing unchanged');
  shot = await pixels();
  count = await drawn();
  await page.fill('[data-testid="merge"]', '1');
  await page.locator('[data-testid="merge"]').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="vision-caption"]').textContent.includes('merge size 1'));
  await waitUntil(page, 'the grid redrawn for merge size 1', (n) => Number(document.querySelector('[data-testid="vision-grid"]').dataset.drawn) > n, count);
  assert(await pixels() !== shot, 'a new merge size left the drawing unchanged');
  await page.fill('[data-testid="merge"]', '2');
  await page.locator('[data-testid="merge"]').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="vision-caption"]').textContent.includes('2 x 2 blocks'));
  // A shift that takes the query patch out of the image removes the second grid (a stale one
  // would contradict its sentence); a shift back brings it back.
  await page.fill('[data-testid="vision-shift-r"]', '9');
  await page.waitForFunction(() => document.querySelector('[data-testid="vision-shifted-caption"]').textContent.includes('leaves the image'));
  await page.waitForSelector('[data-testid="vision-shifted-grid"]', { state: 'detached' });
  await page.fill('[data-testid="vision-shift-r"]', '1');
  await page.waitForSelector('[data-testid="vision-shifted-grid"]');
  // The key patch stays where the learner left it when the pointer leaves the grid.
  await grid.scrollIntoViewIfNeeded();
  const box3 = await grid.boundingBox();
  await page.mouse.move(box3.x + box3.width * 0.2, box3.y + box3.height * 0.2);
  await page.waitForFunction(() => /key patch \(\d+, \d+\)/.test(document.querySelector('[data-testid="vision-readout"]').textContent));
  const picked = await page.textContent('[data-testid="vision-readout"]');
  await page.mouse.move(box3.x + box3.width + 200, box3.y - 50);
  await page.locator('[data-testid="vision-shift-c"]').focus();
  assert(await page.textContent('[data-testid="vision-readout"]') === picked, 'the key patch went back when the pointer left');
  // A merge size that does not divide the grid is refused next to the merge size, naming it.
  await page.fill('[data-testid="merge"]', '4');
  await page.locator('[data-testid="merge"]').press('Enter');
  await page.waitForSelector('.field.invalid [data-testid="merge"]');
  const err = await page.evaluate(() => document.querySelector('[data-testid="merge"]').closest('.field').textContent);
  assert(err.includes('merge') && err.includes('divides the grid'), `merge error: ${err}`);
  await page.fill('[data-testid="merge"]', '2');
  await page.locator('[data-testid="merge"]').press('Enter');
  await page.waitForSelector('.field.invalid [data-testid="merge"]', { state: 'detached' });
  // The grid, merge and query patch controls are the config's keys.
  await page.fill('[data-testid="patches"]', '4,4');
  await page.locator('[data-testid="patches"]').press('Enter');
  await page.waitForFunction(() => location.search.includes('patches=4%2C4') || location.search.includes('patches=4,4'));
  await page.waitForFunction(() => document.querySelector('[data-testid="vision-caption"]').textContent.includes('4 x 4 patches'));
  await page.fill('[data-testid="patches"]', '5,5');
  await page.locator('[data-testid="patches"]').press('Enter');
  await page.waitForSelector('.field.invalid [data-testid="patches"]');
  assert((await page.textContent('[data-testid="vision-caption"]')).includes('4 x 4 patches'), 'a refused grid keeps the last good one');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('vision view: d not a multiple of 4 says so; the Qwen3-VL vision tower loads', async () => {
  const { page, problems } = await open('?view=vision&dim=18');
  await look(page, 'vision', '[data-testid="vision-none"]');
  assert((await page.textContent('[data-testid="vision-none"]')).includes('multiple of 4'), 'message');
  await page.click('[data-testid="vision-try"]');
  await page.waitForFunction(() => location.search.includes('dim=72'));
  await page.waitForSelector('[data-testid="vision-caption"]');
  const caption = await page.textContent('[data-testid="vision-caption"]');
  assert(caption.includes('pairs 0–17 turn with the row and pairs 18–35 turn with the column'), caption);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('multimodal view: interleaved beside sectioned', async () => {
  const { page, problems } = await open('?view=multimodal&text=Describe+this&dim=128&base=5000000&mrope=24,20,20&image_grid=1,4,6&mrope_interleaved=true');
  await look(page, 'multimodal', '[data-testid="mrope-compare"]');
  for (const s of ['sectioned', 'interleaved'])
    assert((await page.locator(`[data-testid="mrope-strip-${s}"] .axis-cell`).count()) === 64, `${s} strip`);
  const first = await page.locator('[data-testid="mrope-strip-interleaved"] .axis-cell').evaluateAll((cs) => cs.slice(0, 3).map((c) => c.className));
  assert(first.join() === 'axis-cell axis-t,axis-cell axis-h,axis-cell axis-w', first.join());
  const rows = await page.locator('[data-testid="mrope-compare-row"]').allTextContents();
  assert(rows.length === 6, `${rows.length} rows`);
  assert((await page.textContent('[data-testid="mrope-caption"]')).includes('interleaved'), 'caption');
  await page.selectOption('[data-testid="mrope_interleaved"]', 'false');
  await page.waitForFunction(() => !location.search.includes('mrope_interleaved'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="mrope-caption"]').textContent.includes('interleaved'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('latent-attention view: the score is its position-free part plus its RoPE part', async () => {
  // All-ones vectors: every token has the same content, so only positions tell tokens apart.
  const { page, problems } = await open('?view=latent&qk=ones');
  // No position-free dims in the settings: the view shows an example (2 x d = 32 of them, the
  // proportion of DeepSeek-V3) and says so; "Keep it" puts it in the settings.
  await look(page, 'latent', '[data-testid="latent-example"]');
  await page.waitForSelector('[data-testid="latent-table"]');
  assert((await page.textContent('[data-testid="latent-example"]')).includes('example with 32 of them'), 'example note');
  assert(!page.url().includes('nope_dim'), 'the example is not in the settings');
  await page.click('[data-testid="latent-keep"]');
  await page.waitForFunction(() => location.search.includes('nope_dim=32'));
  await page.waitForSelector('[data-testid="latent-example"]', { state: 'detached' });
  const n = async (id) => Number(await page.textContent(`[data-testid="${id}"]`));
  const [free, rope, total] = [await n('latent-free'), await n('latent-rope'), await n('latent-total')];
  assert(Math.abs(free + rope - total) < 1e-5, `${free} + ${rope} != ${total}`);
  assert((await page.textContent('[data-testid="latent-dims-legend"]')).includes('32 position-free'), 'strip legend');
  // The strip is to scale: 32 of 48 dims position-free.
  const widths = await page.$$eval('[data-testid="latent-dims"] span', (s) => s.map((e) => e.getBoundingClientRect().width));
  assert(Math.abs(widths[0] / (widths[0] + widths[1]) - 32 / 48) < 0.02, `strip widths ${widths}`);
  assert(free === 32, `ones: the position-free part is ${free}, not 32`);
  // Moving the query changes only the RoPE part.
  const rope0 = await page.textContent('[data-testid="latent-rope"]');
  await page.click('[data-testid="token"][data-pos="2"]');
  await page.waitForFunction((r) => document.querySelector('[data-testid="latent-rope"]').textContent !== r, rope0);
  assert(await n('latent-free') === free, 'the position-free part moved');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('HF box: Qwen3-VL and DeepSeek-V3 config.json files set the new keys', async () => {
  const { page, problems } = await open('?view=latent');
  await page.click('details.hf-config summary');
  await page.waitForSelector('[data-testid="hf-paste"]', { timeout: 20000 });
  await page.fill('[data-testid="hf-paste"]', fs.readFileSync(path.join(configs, 'qwen3-vl-8b.json'), 'utf8'));
  await page.click('[data-testid="hf-apply"]');
  await page.waitForFunction(() => location.search.includes('mrope_interleaved=true'));
  const search = await page.evaluate(() => location.search);
  for (const part of ['dim=128', 'base=5000000', 'mrope=24']) assert(search.includes(part), `${part} missing from ${search}`);
  assert((await page.textContent('#ctl-hf-msg')).includes('Vision tower'), 'vision tower noted');
  await page.fill('[data-testid="hf-paste"]', fs.readFileSync(path.join(configs, 'deepseek-v3.json'), 'utf8'));
  await page.click('[data-testid="hf-apply"]');
  await page.waitForFunction(() => location.search.includes('nope_dim=128'));
  await look(page, 'latent', '[data-testid="latent-table"]');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

const VIEW_PAGES = {
  vision: ['?view=vision&dim=16&patches=6,8', '[data-testid="vision-caption"]'],
  latent: ['?view=latent&nope_dim=32', '[data-testid="latent-table"]'],
  multimodal: ['?view=multimodal&dim=16&mrope=3,3,2&mrope_interleaved=true&image_grid=1,4,6', '[data-testid="mrope-compare"]'],
};

await t.check('axe-core: no serious or critical violations on the new views, light and dark', async () => {
  const axe = fs.readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const report = [];
  for (const theme of ['light', 'dark']) {
    for (const [view, [q, ready]] of Object.entries(VIEW_PAGES)) {
      const { page } = await open(`${q}&theme=${theme}`);
      await look(page, view, ready);
      await page.addScriptTag({ content: axe });
      const result = await page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, target: v.nodes[0]?.target?.join(' ') }));
      });
      const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      report.push(`${view} ${theme}: ${bad.map((v) => `${v.id} at ${v.target}`).join('; ') || 'clean'}`);
      await page.close();
    }
  }
  assert(!report.some((r) => !r.endsWith('clean')), report.join('\n'));
});

await t.check('phone 390 x 844: the new views fit the width and their text stays readable', async () => {
  for (const [view, [q, ready]] of Object.entries(VIEW_PAGES)) {
    const { page, problems } = await open(q, { width: 390, height: 844 });
    await look(page, view, ready);
    const fit = await page.evaluate((v) => {
      const el = document.querySelector(`#view-${v}`);
      const wide = [...el.querySelectorAll('*')].filter((e) => !e.closest('.table-wrap') && e.getBoundingClientRect().right > window.innerWidth + 1);
      const small = [...el.querySelectorAll('p, li, label, td, span')].filter((e) => e.textContent.trim() && parseFloat(getComputedStyle(e).fontSize) < 11);
      return { scroll: document.documentElement.scrollWidth, wide: wide.map((e) => e.tagName + '.' + e.className).slice(0, 5), small: small.length };
    }, view);
    assert(fit.scroll <= 390, `${view}: page is ${fit.scroll} px wide`);
    assert(fit.wide.length === 0, `${view}: sticks out: ${fit.wide.join(', ')}`);
    assert(fit.small === 0, `${view}: ${fit.small} texts under 11 px`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

// The vision view drawn on a 390 x 844 phone.
async function visionOnPhone() {
  const [q, ready] = VIEW_PAGES.vision;
  const w = await open(q, { width: 390, height: 844 });
  await look(w.page, 'vision', ready);
  return w;
}

await t.check('phone 390 x 844: the vision view\'s two shift inputs (rows, columns) have one width', async () => {
  const { page, problems } = await visionOnPhone();
  const [rows, cols] = await page.$$eval('[data-testid="vision-shift-r"], [data-testid="vision-shift-c"]',
    (els) => els.map((e) => e.getBoundingClientRect().width));
  assert(Math.abs(rows - cols) <= 1, `rows input ${rows} px wide, columns ${cols} px`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('phone 390 x 844: with the grid filling the screen, the readout of a tapped patch is in sight below the bars', async () => {
  const { page, problems } = await visionOnPhone();
  // The grid's middle at the middle of the screen: the readout above it scrolled past the bars.
  await page.evaluate(() => {
    const g = document.querySelector('[data-testid="vision-grid"]').getBoundingClientRect();
    window.scrollBy(0, g.top + g.height / 2 - window.innerHeight / 2);
  });
  const box = await page.$eval('[data-testid="vision-grid"]', (g) => { const r = g.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
  const before = await page.textContent('[data-testid="vision-readout"]');
  await page.mouse.click(box.x, box.y);
  await waitUntil(page, 'the readout names the tapped patch', (b) => document.querySelector('[data-testid="vision-readout"]').textContent !== b, before);
  const where = await page.evaluate(() => {
    const r = document.querySelector('[data-testid="vision-readout"]').getBoundingClientRect();
    const bars = document.querySelector('.stage-head').getBoundingClientRect().bottom;
    return { top: r.top, bottom: r.bottom, bars, hit: document.elementFromPoint(r.left + 5, r.top + r.height / 2)?.closest('[data-testid="vision-readout"]') !== null };
  });
  assert(where.top >= where.bars - 1 && where.bottom <= 844 && where.hit, `readout at ${where.top.toFixed(0)} to ${where.bottom.toFixed(0)} px, bars end at ${where.bars.toFixed(0)}, on top: ${where.hit}`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
