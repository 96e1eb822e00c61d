// End-to-end check of offline use (www/sw.js, www/offline.js, tools/site-files.mjs) on a copy
// of the built site served under a sub-path: the first visit installs the service worker, which
// keeps the build's files; then the browser goes offline and the page, the built-in tour and a
// path (path_url=) still work on reload, while a file the site does not have fails (the check
// can fail: the network is really gone). A new build (another version in sw.js) is announced,
// "a new version is ready", and moves the page to it on Reload; a framed page (an embed or a
// SCORM package) registers nothing; the page carries the web app manifest. With the model
// loaded in the long-context lab on the first visit, the lab loads it again and runs offline.
// Usage: node tests/e2e/offline.mjs [dist-dir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, harness, assert, waitUntil } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; frame-ancestors *";
// A copy: the update check rewrites its sw.js. The model (98 MB) comes too, for the lab's check.
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'ropescope-offline-'));
fs.cpSync(dist, site, { recursive: true });
const server = await serve({ root: site, prefix: '/course/ropescope/', headers: { 'Content-Security-Policy': CSP } });
const browser = await launch();
const t = harness('offline');

async function watched(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url})`); });
  return { page, problems };
}
// The first visit: the service worker installed (its files cached) and active.
async function installed(page) {
  return page.evaluate(() => Promise.race([
    (async () => {
      const reg = await navigator.serviceWorker.ready;
      const w = reg.active;
      if (w.state !== 'activated') {
        await new Promise((ok) => w.addEventListener('statechange', () => { if (w.state === 'activated') ok(); }));
      }
      return w.scriptURL;
    })(),
    new Promise((_, no) => setTimeout(() => no(new Error('no active service worker after 60 s')), 60000)),
  ]));
}

try {
  await t.check('after one visit, offline: the page, the tour and a path work on reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watched(context);
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForSelector('section.view');
    const script = await installed(page);
    assert(script === `${server.url}sw.js`, `service worker ${script}`);
    // The web app manifest: linked, and read from the site.
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
    assert(manifest.start_url === './' && manifest.display === 'standalone' && manifest.icons.length > 0, JSON.stringify(manifest));

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('section.view');
    await page.waitForSelector('[data-testid="compass-readout"]');
    // Really offline: a file the site does not have cannot be fetched.
    const missing = await page.evaluate(() => fetch('no-such-file.txt').then((r) => `HTTP ${r.status}`, () => 'failed'));
    assert(missing === 'failed', `offline fetch of an unknown file: ${missing}`);
    // The tour (the on-demand parts module, cached by the first visit).
    await page.click('[data-testid="tour-start"]');
    await page.waitForSelector('[data-testid="tour-step"]');
    await waitUntil(page, 'the tour\'s first step', () => /step 1 of/.test(document.querySelector('[data-testid="tour-step"]').textContent));
    // A path from a file of the site, with its question.
    await page.goto(`${server.url}?path_url=paths/yarn.json`, { waitUntil: 'load' });
    await waitUntil(page, 'the path\'s first step', () => /^YaRN: stretching a model's context, step 1 of 4/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''), null, 30000);
    await page.fill('[data-testid="tour-number"]', '1');
    await page.click('[data-testid="tour-check"]');
    await waitUntil(page, 'a verdict', () => /^Not yet/.test(document.querySelector('[data-testid="tour-verdict"]')?.textContent || ''));
    const failed = problems.filter((p) => !p.includes('no-such-file'));
    assert(failed.length === 0, failed.join('\n'));
    await context.close();
  });

  await t.check('the model loaded in the lab on the first visit: offline, the lab loads it again and runs; after a new version too', async () => {
    assert(fs.existsSync(path.join(site, 'model', 'manifest.json')), 'the build has no model (dist/model): run model/fetch.sh, then ./dev.sh build');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watched(context);
    const lab = `${server.url}?view=longlab&gaps=0,256&compare=none`;
    const points = () => page.locator('[data-testid="lab-point"]').count();
    const done = () => page.waitForFunction(() => {
      const s = document.querySelector('[data-testid="lab-status"]')?.textContent;
      const model = document.querySelector('[data-testid="model-status"]')?.textContent;
      if (s === 'error' || model === 'error') throw new Error(`the lab failed: ${document.querySelector('[data-testid="model-message"]')?.textContent} ${document.querySelector('[data-testid="lab-error"]')?.textContent}`);
      return s === 'done';
    }, null, { timeout: 300000, polling: 500 });
    // Offline: the page (from the service worker), the model (its files kept once loaded),
    // and a short experiment.
    const runOffline = async (when) => {
      await context.setOffline(true);
      await page.goto(lab, { waitUntil: 'load' });
      await page.waitForSelector('[data-testid="lab-run"]', { timeout: 60000 });
      const missing = await page.evaluate(() => fetch('no-such-file.txt').then((r) => `HTTP ${r.status}`, () => 'failed'));
      assert(missing === 'failed', `${when}: offline fetch of an unknown file: ${missing}`);
      assert((await page.textContent('[data-testid="lab-run"]')).trim() === 'Load the model and run', await page.textContent('[data-testid="lab-run"]'));
      await page.click('[data-testid="lab-run"]');
      await done();
      const n = await points();
      // One row per gap: "current" and "none" are the same settings, one row "current = none".
      assert(n === 2, `${when}: ${n} points offline`);
      await context.setOffline(false);
    };
    await page.goto(lab, { waitUntil: 'load' });
    await installed(page);
    await page.waitForSelector('[data-testid="lab-run"]', { timeout: 60000 });
    await page.click('[data-testid="lab-run"]');
    await done();
    assert((await points()) === 2, `${await points()} points online`);
    await runOffline('after the first visit');

    // A new version (another sw.js), taken on its "Reload": the model stays usable offline.
    const sw = path.join(site, 'sw.js');
    const old = fs.readFileSync(sw, 'utf8');
    const version = /const VERSION = '([0-9a-f]+)';/.exec(old);
    assert(version, 'the build wrote a version into sw.js');
    fs.writeFileSync(sw, old.replace(version[0], "const VERSION = 'e2e0000000000001';"));
    try {
      await page.goto(server.url, { waitUntil: 'load' });
      await waitUntil(page, 'the page to be controlled', () => !!navigator.serviceWorker.controller);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await page.waitForSelector('[data-testid="update-ready"]', { timeout: 60000 });
      await Promise.all([page.waitForEvent('load'), page.click('[data-testid="update-ready"] button')]);
      await waitUntil(page, 'the new version in control', () => navigator.serviceWorker.controller && caches.keys().then((k) => k.includes('ropescope-e2e0000000000001')));
    } finally {
      fs.writeFileSync(sw, old);
    }
    await runOffline('after a new version');
    const failed = problems.filter((p) => !p.includes('no-such-file'));
    assert(failed.length === 0, failed.join('\n'));
    await context.close();
  });

  await t.check('a new version is announced ("a new version is ready") and moves the page to it on Reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watched(context);
    await page.goto(server.url, { waitUntil: 'load' });
    await installed(page);
    // The page is controlled from its next load on.
    await page.reload({ waitUntil: 'load' });
    await waitUntil(page, 'the page to be controlled', () => !!navigator.serviceWorker.controller);
    const before = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
    assert(await page.locator('[data-testid="update-ready"]').count() === 0, 'no update offered without one');
    // A new build: another version in sw.js.
    const sw = path.join(site, 'sw.js');
    const old = fs.readFileSync(sw, 'utf8');
    const version = /const VERSION = '([0-9a-f]+)';/.exec(old);
    assert(version, 'the build wrote a version into sw.js');
    fs.writeFileSync(sw, old.replace(version[0], "const VERSION = 'e2e0000000000000';"));
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await page.waitForSelector('[data-testid="update-ready"]', { timeout: 60000 });
      const said = await page.locator('[data-testid="update-ready"]').innerText();
      assert(/A new version of ropescope is ready/.test(said), said);
      // Until the learner reloads, the page keeps its version.
      assert(await page.evaluate(() => caches.keys()).then((k) => k.includes(`ropescope-${version[1]}`)), 'the old version is kept while the page uses it');
      await Promise.all([page.waitForEvent('load'), page.click('[data-testid="update-ready"] button')]);
      await page.waitForSelector('section.view');
      const keys = await page.evaluate(() => caches.keys());
      assert(keys.includes('ropescope-e2e0000000000000') && !keys.includes(`ropescope-${version[1]}`), `caches ${keys}`);
      assert(before.endsWith('sw.js'), before);
    } finally {
      fs.writeFileSync(sw, old);
    }
    assert(problems.length === 0, problems.join('\n'));
    await context.close();
  });

  await t.check('a framed page (embed, SCORM package) registers no service worker', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watched(context);
    // The embed example page frames the widget.
    await page.goto(`${server.url}embed-example.html`, { waitUntil: 'load' });
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('section.view');
    const registered = await frame.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    assert(registered === 0, `${registered} registration(s) from a framed page`);
    assert(problems.length === 0, problems.join('\n'));
    await context.close();
  });
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(site, { recursive: true, force: true });
}
process.exit(t.done() ? 0 : 1);
