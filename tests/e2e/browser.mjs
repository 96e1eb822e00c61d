// Launch Debian's Chromium through playwright-core (no browser download), as root-safe headless.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/// A page that records console errors, page errors and failed or non-2xx requests.
export async function watchedPage(browser, viewport = { width: 1280, height: 900 }) {
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', async (r) => {
    const why = r.failure()?.errorText;
    // A fetch whose body the page read to its end through a stream (www/path-io.js reads a
    // path file so, to cap its size) is now and then reported aborted after its 200 answer:
    // the reader saw the body's end before the network said the request was complete, and the
    // finished request was then let go. The page got every byte (the path opens); a request
    // cut short before its answer, or with any other error, is still a problem.
    if (why === 'net::ERR_ABORTED' && r.resourceType() === 'fetch' && (await r.response().catch(() => null))?.status() === 200) return;
    problems.push(`request failed: ${r.url()} ${why}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  return { page, problems };
}

/// A minimal test harness: named checks, a summary line CI can read.
/// `E2E_ONLY=text` (or `a|b`) runs only the checks whose name holds that text (for working on a few); the
/// others are listed as skipped, and a run that skipped any says so in its summary line.
export function harness(name) {
  let passed = 0, failed = 0, skipped = 0;
  const only = process.env.E2E_ONLY;
  return {
    async check(what, fn) {
      if (only && !only.split('|').some((o) => what.includes(o))) { skipped++; console.log(`skip ${name}: ${what} (E2E_ONLY)`); return; }
      // Each check's time is printed so a slow one shows (figures, never a pass/fail).
      const start = Date.now();
      const took = () => `(${((Date.now() - start) / 1000).toFixed(1)} s)`;
      try { await fn(); passed++; console.log(`ok   ${name}: ${what} ${took()}`); }
      catch (e) { failed++; console.log(`FAIL ${name}: ${what} ${took()}\n     ${e && e.stack || e}`); }
    },
    done() {
      console.log(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped by E2E_ONLY` : ''}`);
      return failed === 0 && passed > 0;
    },
  };
}

export function assert(cond, msg) { if (!cond) throw new Error(msg); }

/// Runs `fn(item)` for every item, `width` at a time (each in its own page: independent cases
/// that each load the page, where the wall time is mostly the page's own start). Every item runs
/// even after one fails; the first failure (in the items' order) is thrown at the end.
/// E2E_POOL sets the width (1: one after another, as before).
export async function inPool(items, fn, width = Number(process.env.E2E_POOL || 2)) {
  const errors = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      try { await fn(items[i], i); } catch (e) { errors[i] = e; }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, lane));
  const first = errors.find((e) => e !== undefined);
  if (first) throw first;
}

/// The one way the e2e scripts wait: until `fn` (run in `target`, a page or a frame, with `arg`)
/// returns something truthy. It waits for a condition the page shows (a data attribute such as
/// a view's `data-in-sight`, an element, a text, an event it posted), checked at every frame,
/// never for a fixed time; it fails after `timeout` ms, naming `what`.
export async function waitUntil(target, what, fn, arg, timeout = 15000) {
  try {
    return await target.waitForFunction(fn, arg, { timeout, polling: 'raf' });
  } catch (e) {
    throw new Error(`timed out waiting for ${what}: ${String(e.message).split('\n')[0]}`);
  }
}

/// Scrolls the view `name` into sight as a learner would, and again while on-demand parts that
/// load above it push it down, until it says it is in sight ([`waitInSight`]'s signal). Not for
/// checking where the page's own links land: those must land by themselves.
export async function lookAt(target, name, timeout = 15000) {
  await waitUntil(target, `view ${name} in sight (scrolled to)`, (v) => {
    const s = document.querySelector(`#view-${v}`);
    if (!s) return false;
    if (s.dataset.inSight === 'true' || s.querySelector('[data-in-sight="true"]')) return true;
    s.scrollIntoView();
    return false;
  }, name, timeout);
}

/// Waits until the view `name` (its section, or an element in it that the page watches) says it
/// is on or near the screen: its IntersectionObserver has run, so it computes and draws.
export async function waitInSight(target, name, timeout = 15000) {
  await waitUntil(target, `view ${name} in sight`, (v) => {
    const s = document.querySelector(`#view-${v}`);
    return s && (s.dataset.inSight === 'true' || s.querySelector('[data-in-sight="true"]'));
  }, name, timeout);
}
