// Smoke test of the release site: dist/ served from a sub-path by a static server, loaded in
// headless Chromium. Fails on any console error, page error or failed request, checks that the
// widget computes and that state round-trips through the URL, and saves a screenshot.
// Usage: node tests/e2e/smoke.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });

const server = await serve({ root: dist, prefix: '/course/week3/ropescope/' });
const browser = await launch();
const t = harness('smoke');

await t.check('default page loads with no errors and shows the tokens', async () => {
  const { page, problems } = await watchedPage(browser);
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="token"]', { timeout: 15000 });
  assert((await page.locator('[data-testid="token"]').count()) === 6, 'expected 6 tokens');
  await page.screenshot({ path: path.join(out, 'default.png'), fullPage: true });
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a load logs no warning (no integrity the browser would ignore)', async () => {
  const { page, problems } = await watchedPage(browser);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="compass-canvas"]', { timeout: 15000 });
  // The page's own module is in use once the dials are drawn; its preloads have been read.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('_bg.wasm')));
  assert(warnings.length === 0, warnings.join('\n'));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  assert(!/<link rel="preload"[^>]*integrity/.test(html), 'the wasm preload still has an integrity attribute');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('state comes from the URL and goes back into it', async () => {
  const { page, problems } = await watchedPage(browser);
  await page.goto(`${server.url}?text=Hello+brave+world&dim=8&base=500000`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="token"]');
  assert((await page.locator('[data-testid="token"]').count()) === 3, 'expected 3 tokens from ?text');
  assert((await page.inputValue('[data-testid="dim"]')) === '8', 'dim from URL');
  await page.fill('[data-testid="sentence"]', 'One two');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="token"]').length === 2);
  await page.waitForFunction(() => location.search.includes('One%20two'));
  const search = await page.evaluate(() => location.search);
  assert(search.includes('text=One%20two') && search.includes('dim=8'), `URL not mirrored: ${search}`);
  // Reload: the mirrored URL restores the same state.
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('[data-testid="token"]');
  assert((await page.locator('[data-testid="token"]').count()) === 2, 'state lost on reload');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a bad link shows a message and still works', async () => {
  const { page, problems } = await watchedPage(browser);
  await page.goto(`${server.url}?dim=7&text=%3Cscript%3Ealert(1)%3C%2Fscript%3E&zzz=1`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="token"]');
  const err = await page.textContent('[data-testid="error"]');
  assert(err.includes('dim'), `error area: ${err}`);
  assert((await page.locator('script:not([src])').count()) <= 1, 'script injected');
  assert((await page.textContent('[data-testid="notice"]')).includes('zzz'), 'unknown key notice');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
