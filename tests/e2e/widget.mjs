// End-to-end checks of the built widget (dist/ served from a sub-path, real headless Chromium):
// every view renders with no console errors, an embed URL shows only the chosen view, the embed
// example page resizes its iframe from the widget's height messages, state round-trips through
// the URL, and the downloads are right (the JSON equals rope-export's for the same query).
// Saves screenshots of the default page and of an embed view (README images: ./dev.sh screenshots).
// Usage: ROPE_EXPORT=target/release/rope-export node tests/e2e/widget.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil, waitInSight, lookAt } from './browser.mjs';
import { VIEWS, VIEW_ROWS } from './views.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });

const server = await serve({ root: dist, prefix: '/courses/ml/ropescope/' });
const browser = await launch();
const t = harness('widget');

async function open(query = '', viewport) {
  const w = await watchedPage(browser, viewport);
  await w.page.goto(server.url + query, { waitUntil: 'load' });
  await w.page.waitForSelector('section.view', { timeout: 15000 });
  return w;
}

// Same structure and strings; numbers equal to 1e-12 relative. Native rope-export uses glibc's
// pow/sin and the wasm build Rust's libm, which can differ in the last bit.
function sameJson(a, b, where = '$') {
  if (typeof a === 'number' && typeof b === 'number') {
    const ok = a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
    if (!ok) throw new Error(`${where}: ${a} vs ${b}`);
    return;
  }
  if (Array.isArray(a) || (a && typeof a === 'object')) {
    if (typeof b !== 'object' || b === null || Array.isArray(a) !== Array.isArray(b)) throw new Error(`${where}: type differs`);
    const ka = Object.keys(a), kb = Object.keys(b);
    if (ka.join() !== kb.join()) throw new Error(`${where}: keys ${ka} vs ${kb}`);
    for (const k of ka) sameJson(a[k], b[k], `${where}.${k}`);
    return;
  }
  if (a !== b) throw new Error(`${where}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
}

await t.check('default page: every view, no errors; screenshot of the first screen at 1280 x 800', async () => {
  const { page, problems } = await open('', { width: 1280, height: 800 });
  for (const v of VIEWS) assert(await page.isVisible(`#view-${v}`), `view ${v} not visible`);
  assert((await page.locator('[data-testid="pair-angles"] tr[data-pair]').count()) === 8, 'compasses');
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitInSight(page, 'compasses');
  await waitUntil(page, 'the compasses drawn', () => document.querySelector('[data-testid="compass-canvas"]')?.dataset.drawn);
  await page.screenshot({ path: path.join(out, 'default.png') });
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('every view under its numbered title from the registry, with its caption', async () => {
  // A link that names every view loads each part at once.
  const { page, problems } = await open(`?view=${VIEWS.join(',')}`);
  for (const v of VIEW_ROWS) {
    const title = (await page.textContent(`#view-${v.name}-title`)).trim();
    assert(title === v.title, `${v.name}: title "${title}", the registry's "${v.title}"`);
    await waitUntil(page, `${v.name}'s caption`, (name) => document.querySelector(`#view-${name} p.caption`)?.textContent.trim().length > 0, v.name);
  }
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('embed URL shows only the chosen view; screenshot', async () => {
  const { page, problems } = await open('?embed=1&view=heatmap&dim=32&text=Rotary+embeddings+turn+each+pair', { width: 860, height: 760 });
  assert(await page.isVisible('#view-heatmap'), 'heatmap');
  assert((await page.locator('section.view').count()) === 1, 'only one view');
  assert((await page.locator('.masthead').count()) === 0, 'no masthead in embed mode');
  await page.screenshot({ path: path.join(out, 'embed.png'), fullPage: true });
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('embed example page resizes its iframe from height messages', async () => {
  const { page, problems } = await watchedPage(browser);
  await page.goto(server.url + 'embed-example.html', { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('#ropescope-frame')?.dataset.resized === 'true', null, { timeout: 15000 });
  const h = await page.evaluate(() => document.querySelector('#ropescope-frame').getBoundingClientRect().height);
  assert(h > 400, `iframe height ${h}`);
  const frame = page.frame({ url: /embed=1/ });
  assert(frame && (await frame.locator('#view-heatmap').count()) === 1, 'heatmap inside the frame');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('state round-trips through the URL', async () => {
  const { page, problems } = await open('?text=A+b+c+d&dim=12&layout=half&scaling=yarn&factor=2&orig=64');
  assert((await page.locator('[data-testid="pair-angles"] tr[data-pair]').count()) === 6, 'dim from URL');
  await page.fill('[data-testid="dim"]', '20');
  // Views compute while on screen (they catch up when scrolled to): look, as a learner would.
  await page.evaluate(() => document.querySelector('#view-compasses').scrollIntoView());
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pair-angles"] tr[data-pair]').length === 10);
  await page.waitForFunction(() => location.search.includes('dim=20'));
  const search = await page.evaluate(() => location.search);
  for (const part of ['dim=20', 'layout=half', 'scaling=yarn', 'factor=2', 'orig=64', 'text=A%20b%20c%20d'])
    assert(search.includes(part), `${part} missing from ${search}`);
  await page.evaluate(() => document.querySelector('#view-score').scrollIntoView());
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="score-table"] tr[data-pair]').length === 10);
  const total = await page.textContent('[data-testid="score-total"]');
  await page.reload({ waitUntil: 'load' });
  // The score view is a part: it loads when it comes near the screen.
  await page.waitForSelector('#view-score');
  await page.evaluate(() => document.querySelector('#view-score').scrollIntoView());
  await page.waitForSelector('[data-testid="score-total"]');
  assert((await page.textContent('[data-testid="score-total"]')) === total, 'same score after reload');
  assert((await page.inputValue('[data-testid="dim"]')) === '20', 'same dim after reload');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('Download JSON equals rope-export for the same query', async () => {
  const query = 'text=The+cat+sat&dim=8&base=500000&scaling=llama3&factor=8&orig=64&qpos=2&kpos=0';
  const { page, problems } = await open('?' + query);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-json"]')]);
  const fromWidget = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  const exporter = process.env.ROPE_EXPORT || path.join(here, '../../target/release/rope-export');
  const fromCli = JSON.parse(execFileSync(exporter, [query], { encoding: 'utf8' }));
  sameJson(fromWidget, fromCli);
  assert(fromWidget.score.pairs.length === 4 && fromWidget.config.scaling === 'llama3', 'exported config');
  assert(Math.abs(fromWidget.score.total - Number(await page.textContent('[data-testid="score-total"]'))) < 1e-5, 'shown total');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('heatmap CSV and PNG downloads, hover readout', async () => {
  const { page, problems } = await open('?dim=8');
  const heat = page.locator('#view-heatmap');
  await page.locator('[data-testid="heatmap"]').scrollIntoViewIfNeeded();
  await waitUntil(page, 'the heatmap drawn', () => document.querySelector('[data-testid="heatmap"]')?.dataset.drawn);
  const [csv] = await Promise.all([page.waitForEvent('download'), heat.getByRole('button', { name: 'CSV' }).click()]);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  assert(text.startsWith('distance,pair_0,pair_1,pair_2,pair_3\r\n'), `CSV header: ${text.slice(0, 60)}`);
  const [png] = await Promise.all([page.waitForEvent('download'), heat.getByRole('button', { name: 'PNG' }).click()]);
  const bytes = fs.readFileSync(await png.path());
  assert(bytes.length > 2000 && bytes.subarray(1, 4).toString() === 'PNG', 'PNG file');
  const box = await page.locator('[data-testid="heatmap"]').boundingBox();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  const readout = await page.textContent('[data-testid="heatmap-readout"]');
  assert(/m − n = \d+, pair \d, speed/.test(readout), `readout: ${readout}`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('keyboard: tab to the dim control and change it with arrow keys', async () => {
  const { page, problems } = await open();
  await page.focus('[data-testid="sentence"]');
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.dataset?.testid === 'dim')); i++) await page.keyboard.press('Tab');
  assert(await page.evaluate(() => document.activeElement?.dataset?.testid === 'dim'), 'dim reachable by Tab');
  await page.keyboard.press('ArrowUp');
  await page.evaluate(() => document.querySelector('#view-compasses').scrollIntoView());
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pair-angles"] tr[data-pair]').length === 9);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('on-demand parts: none on the default page; they load when scrolled to, and a failed load offers a Retry that works', async () => {
  const { page, problems } = await open();
  // The first screen has drawn: what the default page loads, it has asked for.
  await waitUntil(page, 'the first screen drawn', () => document.querySelector('[data-testid="compass-canvas"]')?.dataset.drawn);
  const parts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('ropescope-more')).length);
  assert((await parts()) === 0, 'the default page fetched the parts module');
  assert((await page.locator('[data-testid="lesson-part"]').count()) === 0, 'lesson present before it was scrolled to');
  // The parts' wasm fails once (a flaky network), then the Retry in the slot loads it.
  let refused = 0;
  await page.route('**/ropescope-more-*_bg.wasm', (route) => { refused++; return route.abort('connectionreset'); });
  await page.evaluate(() => document.querySelector('#view-lesson').scrollIntoView());
  await page.waitForSelector('#view-lesson [data-testid="part-retry"]', { timeout: 15000 });
  assert(refused >= 1, 'the parts wasm was not requested');
  const message = await page.textContent('#view-lesson .part-slot [role="alert"]');
  assert(/could not be loaded/.test(message), `message: ${message}`);
  await page.unroute('**/ropescope-more-*_bg.wasm');
  const retryTop = await page.evaluate(() => document.querySelector('#view-lesson').getBoundingClientRect().top);
  await page.click('#view-lesson [data-testid="part-retry"]');
  // The lesson stays where the learner clicked Retry while the parts above it mount (they would
  // push it thousands of pixels down), so it draws without another scroll.
  await waitUntil(page, 'the parts mounted, the lesson held in place', () => document.querySelector('main.ropescope').dataset.scrolled === 'held-lesson');
  const heldTop = await page.evaluate(() => document.querySelector('#view-lesson').getBoundingClientRect().top);
  assert(Math.abs(heldTop - retryTop) <= 3, `the lesson moved from ${retryTop} to ${heldTop} px as the parts mounted`);
  await page.waitForSelector('#view-lesson [data-testid="lesson-part"]', { timeout: 15000 });
  assert((await page.locator('[data-testid="part-retry"]').count()) === 0, 'Retry still shown after the load');
  // The parts follow the page: a base typed on the page shows in the lesson's numbers.
  const before = await page.textContent('#view-lesson');
  await page.fill('[data-testid="base"]', '500000');
  await page.evaluate(() => document.querySelector('#view-lesson').scrollIntoView());
  await page.waitForFunction((b) => document.querySelector('#view-lesson').textContent !== b, before, { timeout: 5000 });
  // And the page follows the parts: "Load this example" sets the page's controls.
  await page.evaluate(() => document.querySelector('#view-examples').scrollIntoView());
  await page.click('[data-testid="load-mat-cat"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="dim"]').value === '4', null, { timeout: 5000 });
  const unexpected = problems.filter((p) => !/ropescope-more-[0-9a-f]+_bg\.wasm|Failed to fetch|connection|ERR_CONNECTION_RESET|compile|instantiate/i.test(p));
  assert(unexpected.length === 0, unexpected.join('\n'));
  await page.close();
});

await t.check('a link that shows one view: the contents mark it, list only what is on the page, and the embed builder starts from it', async () => {
  const { page, problems } = await open('?view=vision');
  // The bar marks the view on the page (it started on the compasses, which are not there).
  await waitUntil(page, 'the vision view marked current', () => document.querySelector('[data-testid="contents"] a[aria-current="location"]')?.getAttribute('href') === '#view-vision');
  const links = await page.$$eval('[data-testid="contents"] a', (all) => all.filter((a) => a.offsetParent !== null).map((a) => a.getAttribute('href')));
  assert(links.length > 0, 'no contents links');
  for (const href of links) assert(await page.locator(href).count() === 1, `the contents link ${href} leads nowhere on this page (links: ${links.join(', ')})`);
  // Its chapter's link goes to it too.
  const chapter = await page.$$eval('[data-testid="contents"] .toc-chapter:not([hidden]) > a', (all) => all.map((a) => a.getAttribute('href')));
  assert(JSON.stringify(chapter) === JSON.stringify(['#view-vision']), `chapters listed: ${chapter}`);
  await page.click('.embed-box summary');
  await waitUntil(page, 'the embed code', () => document.querySelector('[data-testid="embed-code"]')?.value);
  const code = await page.inputValue('[data-testid="embed-code"]');
  assert(/view=vision(&|&amp;|")/.test(code), `the embed code does not show the vision view: ${code.slice(0, 300)}`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('on a phone the contents strip keeps the current view\'s link in sight', async () => {
  const { page, problems } = await open('', { width: 390, height: 844 });
  await lookAt(page, 'latent');
  await waitUntil(page, 'the latent view current, its link inside the strip', () => {
    const link = document.querySelector('[data-testid="contents"] a[aria-current="location"]');
    if (link?.getAttribute('href') !== '#view-latent') return false;
    const strip = document.querySelector('.toc-chapters').getBoundingClientRect();
    const r = link.getBoundingClientRect();
    return r.left >= strip.left - 1 && r.right <= strip.right + 1;
  });
  assert(await page.evaluate(() => document.querySelector('.toc-chapters').scrollWidth > document.querySelector('.toc-chapters').clientWidth), 'the strip does not overflow on a phone: nothing was tested');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
