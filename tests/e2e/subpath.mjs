// The site built with an absolute `--public-url` (Trunk's usual way to host under a sub-path,
// e.g. a project page) works when served there: the page loads with no console error or failed
// request, every asset comes from under the sub-path, the on-demand parts module (named by the
// page's <meta name="ropescope-parts">) loads and answers, and the guided tour opens.
// Usage: node tests/e2e/subpath.mjs <dist-dir> <public-url, e.g. /some/sub/path/>
import path from 'node:path';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert } from './browser.mjs';

const dist = path.resolve(process.argv[2] || 'dist-subpath');
const prefix = process.argv[3] || '/some/sub/path/';
const server = await serve({ root: dist, prefix });
const browser = await launch();
const t = harness('sub-path build');

await t.check(`served at ${prefix}: loads, parts and tour work, nothing fetched from elsewhere`, async () => {
  const { page, problems } = await watchedPage(browser);
  await page.goto(server.url + '?dim=8', { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="compass-canvas"]', { timeout: 15000 });
  // The score view is a part: it loads when it comes near the screen.
  await page.evaluate(() => document.querySelector('#view-score').scrollIntoView());
  await page.waitForSelector('[data-testid="score-total"]', { timeout: 15000 });
  const parts = await page.getAttribute('meta[name="ropescope-parts"]', 'content');
  assert(parts && parts.startsWith(`${prefix}ropescope-more-`), `parts module named ${parts}`);
  await page.evaluate(() => document.querySelector('#view-lesson').scrollIntoView());
  await page.waitForSelector('#view-lesson [data-testid="lesson-part"]', { timeout: 15000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('[data-testid="tour-start"]');
  await page.waitForSelector('[data-testid="tour-step"]', { timeout: 15000 });
  const outside = server.requests.filter((p) => !p.startsWith(prefix));
  assert(outside.length === 0, `requests outside ${prefix}: ${outside.join(', ')}`);
  assert(server.requests.some((p) => p === parts), 'the parts module named by the page was not fetched');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
