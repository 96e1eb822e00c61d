// Hostile input, strict hosting and accessibility, on the built site in headless Chromium:
// - the strict Content-Security-Policy (no inline script/style, no eval): zero violations on
//   every view, in embed mode and while interacting;
// - no request other than the site's own static files;
// - embedded in an iframe on another origin (a second server), resized by height messages;
// - every bad URL value: a message naming the key, the widget still working, no crash;
// - XSS payloads in every key: never executed, never turned into markup;
// - the embed builder's panel within the screen at 1280 x 800, 390 x 844 and 320 x 640, nothing
//   in it clipped, no sideways scroll;
// - axe-core: zero serious or critical violations on the default page, each view and embed mode;
// - the full keyboard path: every control reachable by Tab and operable with keys.
// Usage: node tests/e2e/hostile.mjs [dist-dir]
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil, lookAt } from './browser.mjs';
import { VIEWS } from './views.mjs';
import { catalog } from './catalog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; frame-ancestors *";
// Every URL key, from the core (`rope-export --catalog`), but path_url: its value is an address
// the page fetches (same origin only), so a payload there is a request that 404s; paths.mjs
// checks how a bad path_url is refused.
const KEYS = catalog.keys.filter((k) => k !== 'path_url');

const strict = await serve({ root: dist, prefix: '/lms/course/ropescope/', headers: { 'Content-Security-Policy': CSP } });
const browser = await launch();
const t = harness('hostile');

// A page on the strict server that records CSP violations, dialogs and every request.
async function strictPage(query = '', viewport) {
  const w = await watchedPage(browser, viewport);
  const requests = [];
  w.page.on('request', (r) => requests.push(r.url()));
  w.page.on('dialog', (d) => { w.problems.push(`dialog opened: ${d.message()}`); d.dismiss(); });
  await w.page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  await w.page.goto(strict.url + query, { waitUntil: 'load' });
  await w.page.waitForSelector('section.view', { timeout: 15000 });
  w.requests = requests;
  w.violations = () => w.page.evaluate(() => window.__csp);
  return w;
}

// Scrolls every view into sight and opens the Hugging Face box, so that every on-demand part
// (app::part: lesson, examples, mistakes, quiz, kernel, HF config) loads; waits until each is
// mounted, so the checks below see the parts themselves, not their "Loading…".
async function scrollThrough(page) {
  await page.evaluate(() => {
    const hf = document.querySelector('details.hf-config');
    if (hf) hf.open = true;
  });
  // One view at a time, each until the page says it is in sight (a part near it starts loading).
  for (const v of await page.$$eval('section.view', (all) => all.map((s) => s.dataset.view))) {
    await lookAt(page, v);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('.part-slot')]
    .every((s) => s.querySelector('.part-body').childElementCount > 0), null, { timeout: 15000 });
}

await t.check('strict CSP: zero violations on every view, embed mode and while interacting; only own files requested', async () => {
  const origin = new URL(strict.url).origin;
  const pages = ['', ...VIEWS.map((v) => `?view=${v}`), '?embed=1&view=heatmap,score', '?embed=1'];
  for (const q of pages) {
    const w = await strictPage(q);
    await scrollThrough(w.page);
    if (q === '') {
      await w.page.fill('[data-testid="sentence"]', 'Under a strict policy');
      await w.page.selectOption('[data-testid="layout"]', 'half');
      await w.page.selectOption('[data-testid="scaling"]', 'yarn');
      await w.page.hover('[data-testid="compass-canvas"]');
      await w.page.click('[data-testid="presets-box"] summary');
      await w.page.selectOption('[data-testid="model-preset"]', 'llama31-8b');
      await waitUntil(w.page, 'the preset applied', () => document.querySelector('[data-testid="dim"]').value === '128');
    }
    if (q === '?view=kernel') {
      for (const [k, v] of [['b', 1], ['s', 64], ['h', 2], ['d', 16]]) await w.page.fill(`[data-testid="kernel-${k}"]`, String(v));
      await w.page.click('[data-testid="kernel-run"]');
      await w.page.waitForFunction(() => document.querySelector('[data-testid="kernel-simd-ms"]').textContent !== '');
    }
    const v = await w.violations();
    assert(v.length === 0, `${q || 'default'}: CSP violations:\n${v.join('\n')}`);
    const foreign = w.requests.filter((u) => !u.startsWith(origin + '/lms/course/ropescope/') && !u.startsWith('data:') && !u.startsWith('blob:'));
    assert(foreign.length === 0, `${q}: requests outside the site: ${foreign.join(', ')}`);
    assert(w.problems.length === 0, `${q}: ${w.problems.join('\n')}`);
    await w.page.close();
  }
  const files = new Set(strict.requests);
  console.log(`     ${strict.requests.length} requests over ${pages.length} page loads, ${files.size} distinct paths, all under the site's sub-path`);
});

await t.check('embedded in an iframe on another origin: loads under CSP and resizes', async () => {
  const hostDir = fs.mkdtempSync('/tmp/ropescope-host-');
  fs.copyFileSync(path.join(dist, 'embed-example.js'), path.join(hostDir, 'embed-example.js'));
  fs.writeFileSync(path.join(hostDir, 'index.html'), `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Host course page</title>
<link rel="icon" href="data:,"><script src="embed-example.js" defer></script></head><body><main><h1>Course page on another origin</h1>
<iframe id="f" data-ropescope title="ropescope" width="100%" height="200" src="${strict.url}?embed=1&amp;view=score&amp;dim=8"></iframe>
</main></body></html>`);
  const host = await serve({ root: hostDir, prefix: '/' });
  assert(new URL(host.url).port !== new URL(strict.url).port, 'second origin');
  const w = await watchedPage(browser);
  await w.page.goto(host.url, { waitUntil: 'load' });
  await w.page.waitForFunction(() => document.querySelector('#f').dataset.resized === 'true', null, { timeout: 15000 });
  const frame = w.page.frames().find((f) => f.url().includes('embed=1'));
  assert(frame, 'frame');
  await frame.waitForSelector('[data-testid="score-total"]');
  assert((await frame.locator('[data-testid="pair-contribution"]').count()) === 4, 'widget computes inside the frame');
  assert(w.problems.length === 0, w.problems.join('\n'));
  await w.page.close();
  await host.close();
});

// Bad values for every key: [query, key the message must name].
const BAD = [
  ['dim=', 'dim'], ['dim=abc', 'dim'], ['dim=NaN', 'dim'], ['dim=inf', 'dim'], ['dim=-4', 'dim'], ['dim=0', 'dim'], ['dim=1e308', 'dim'],
  ['dim=7', 'dim'], ['dim=2048', 'dim'], ['base=1', 'base'], ['base=0', 'base'], ['base=-5', 'base'], ['base=NaN', 'base'], ['base=inf', 'base'],
  ['base=', 'base'], ['factor=0.5&scaling=linear', 'factor'], ['factor=1e308', 'factor'], ['orig=0&scaling=yarn', 'orig'], ['orig=-1', 'orig'],
  ['len=0&scaling=dynamic', 'len'], ['beta_fast=NaN', 'beta_fast'], ['beta_slow=99', 'beta_slow'], ['attn=0', 'attn'], ['mscale=-1', 'mscale'],
  ['mscale_all_dim=inf', 'mscale_all_dim'], ['low_freq_factor=0', 'low_freq_factor'], ['high_freq_factor=0.5', 'high_freq_factor'],
  ['truncate=maybe', 'truncate'], ['layout=diagonal', 'layout'], ['scaling=rope++', 'scaling'], ['speeds=1,2', 'speeds'],
  ['speeds=1,2,3,4,5,6,7,NaN', 'speeds'], ['q=1,2,3', 'q'], ['k=' + '1,'.repeat(15) + 'inf', 'k'], ['qpos=99', 'qpos'], ['kpos=-3', 'kpos'],
  ['offset=-1', 'offset'], ['offset=99999999', 'offset'], ['dim=8&dim=16', 'dim'], ['text=%ZZ', 'query'], ['text=%E2%82', 'query'],
  ['text=', 'text'], ['text=a%00b', 'text'], ['text=bell%07', 'text'], ['text=' + 'x'.repeat(9000), 'text'],
  ['text=' + 'w+'.repeat(600), 'text'],
];
await t.check(`every bad URL value (${BAD.length} cases): message naming the key, widget keeps working, no crash`, async () => {
  for (const [q, key] of BAD) {
    const w = await strictPage('?' + q);
    const err = await w.page.textContent('[data-testid="error"]');
    assert(err.startsWith(`${key}:`) && err.includes('expected'), `${q.slice(0, 40)}: error area says "${err}"`);
    await w.page.fill('[data-testid="sentence"]', 'still alive here');
    await w.page.waitForFunction(() => document.querySelectorAll('[data-testid="token"]').length === 3, null, { timeout: 5000 });
    assert((await w.page.locator('[data-testid="crash"]').count()) === 0, `${q}: crash banner`);
    assert(w.problems.length === 0, `${q.slice(0, 40)}: ${w.problems.join('\n')}`);
    await w.page.close();
  }
  // 100,000 characters cannot travel in a URL (servers answer 431), so they come by the control.
  {
    const w = await strictPage('');
    await w.page.fill('[data-testid="sentence"]', 'x '.repeat(50000));
    const err = await w.page.textContent('[data-testid="error"]');
    assert(err.startsWith('text:') && err.includes('8192 characters'), `100k text: ${err}`);
    assert((await w.page.locator('[data-testid="token"]').count()) === 6, '100k text: last good sentence kept');
    await w.page.close();
  }
  // Unknown keys are a notice, not an error.
  const w = await strictPage('?frobnicate=1&dim=8');
  assert((await w.page.textContent('[data-testid="error"]')) === '', 'no error for unknown keys');
  assert((await w.page.textContent('[data-testid="notice"]')).includes('frobnicate'), 'notice names the key');
  await w.page.close();
});

await t.check('unicode survives: emoji, right-to-left, combining marks', async () => {
  const w = await strictPage('?text=' + encodeURIComponent('café 👩‍👩‍👧 שלום עולם cafe\u0301'));
  const chips = await w.page.locator('[data-testid="token"] .chip-text').allTextContents();
  assert(JSON.stringify(chips) === JSON.stringify(['café', '👩‍👩‍👧', 'שלום', 'עולם', 'cafe\u0301']), `chips: ${JSON.stringify(chips)}`);
  assert(w.problems.length === 0, w.problems.join('\n'));
  await w.page.close();
});

const PAYLOADS = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "' onmouseover='alert(1)", 'javascript:alert(1)', '<svg onload=alert(1)>'];
// The first, second, third and fifth in one string: wherever a value lands (text, inside a
// double- or single-quoted attribute), one of its parts breaks out there and is caught. Only a
// URL needs its own (javascript: counts only at the start). Every key gets these two; the
// sentence, which every view shows, gets each payload on its own as well.
const COMBINED = `"><img src=x onerror=alert(1)><script>alert(1)</script>' onmouseover='alert(1)<svg onload=alert(1)>`;
const payloadsFor = (key) => (key === 'text' ? [...PAYLOADS, COMBINED] : [COMBINED, 'javascript:alert(1)']);
await t.check(`XSS payloads in all ${KEYS.length} keys (and each on its own in the sentence) are never executed or parsed as markup`, async () => {
  let taken = 0, refused = 0;
  for (const key of KEYS) {
    for (const p of payloadsFor(key)) {
      const w = await strictPage(`?${key}=${encodeURIComponent(p)}&qpos=`);
      // A value the page took goes back into its address (the state is the link): then it may
      // reach any view or part, so every one is brought into sight and loaded. A value it
      // refused never enters the state (the last good one is kept), so the page as it first
      // drew, its message if any, is what can show it.
      const took = await w.page.evaluate((k) => (new URL(location.href).searchParams.get(k) || '').includes('alert'), key);
      if (took) {
        taken++;
        await scrollThrough(w.page).catch((e) => { throw new Error(`${key}=${p}: ${e.message}`); });
      } else {
        refused++;
      }
      const injected = await w.page.evaluate(() => document.querySelectorAll('img, script:not([src]), svg[onload], [onerror], [onmouseover]').length);
      assert(injected === 0, `${key}=${p}: ${injected} injected elements`);
      if (key === 'text') {
        assert((await w.page.textContent('#view-score')).length > 0 && (await w.page.locator('.chip-text').first().textContent()).length > 0, 'rendered as text');
        await w.page.click('.embed-box summary');
        await w.page.waitForFunction(() => document.querySelector('[data-testid="embed-code"]')?.value);
        const snippet = await w.page.inputValue('[data-testid="embed-code"]');
        // The frame and our own listener script; the payload only ever inside the frame's src.
        const parsed = await w.page.evaluate((html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          return [...doc.querySelectorAll('body *, head *')].map((e) => ({ tag: e.tagName, attrs: e.getAttributeNames(), text: e.tagName === 'SCRIPT' ? e.textContent : '' }));
        }, snippet);
        const tags = parsed.map((e) => e.tag).join(',');
        assert(tags === 'IFRAME,SCRIPT', `embed snippet parses to ${tags}`);
        assert(!parsed[0].attrs.some((a) => a.startsWith('on')), `iframe attributes ${parsed[0].attrs}`);
        assert(!parsed[1].text.includes('alert'), 'the payload reached the listener script');
      }
      const v = await w.violations();
      assert(v.length === 0 && w.problems.length === 0, `${key}=${p}: ${[...v, ...w.problems].join('\n')}`);
      await w.page.close();
    }
  }
  console.log(`     ${taken} payloads taken (every view and part loaded and checked), ${refused} refused`);
  assert(taken > 0 && refused > 0, 'both kinds of value were tried');
});

// What is wrong with the embed builder's panel in this page, if anything: its box must lie within
// the viewport, nothing inside it may be wider than its box or clipped (scrollWidth within
// clientWidth; inputs and the code box scroll by design, so only their boxes are checked), and
// the document must not scroll sideways.
const EMBED_PANEL_PROBLEMS = () => {
  const out = [];
  const vw = document.documentElement.clientWidth;
  const pop = document.querySelector('.embed-box .popover');
  const r = pop.getBoundingClientRect();
  if (r.left < -0.5 || r.right > vw + 0.5) out.push(`panel at x ${r.left.toFixed(1)} to ${r.right.toFixed(1)} in a ${vw} px viewport`);
  if (document.documentElement.scrollWidth > vw) out.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${vw} px viewport`);
  for (const el of [pop, ...pop.querySelectorAll('*')]) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const name = `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent || el.placeholder || '').trim().slice(0, 30)}"`;
    if (box.left < r.left - 0.5 || box.right > r.right + 0.5) out.push(`${name} at x ${box.left.toFixed(1)} to ${box.right.toFixed(1)}, outside the panel's ${r.left.toFixed(1)} to ${r.right.toFixed(1)}`);
    const inline = getComputedStyle(el).display === 'inline';
    if (!inline && !['INPUT', 'TEXTAREA'].includes(el.tagName) && el.scrollWidth > el.clientWidth + 1) {
      out.push(`${name} clipped: ${el.scrollWidth} px of content in ${el.clientWidth}`);
    }
  }
  return out;
};

await t.check('the embed builder fits the screen: laptop, phone and a narrow frame, no sideways scroll', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }, { width: 320, height: 640 }]) {
    const w = await strictPage('', viewport);
    await w.page.click('.embed-box summary');
    await waitUntil(w.page, 'the embed builder', () => document.querySelector('[data-testid="embed-code"]')?.value);
    const problems = await w.page.evaluate(EMBED_PANEL_PROBLEMS);
    assert(problems.length === 0, `${viewport.width} x ${viewport.height}:\n${problems.join('\n')}`);
    // Every label whole: the views' and controls' checkboxes each show all their text.
    const cut = await w.page.$$eval('.embed-builder label.check', (ls) => ls.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent.trim()));
    assert(cut.length === 0, `${viewport.width}: labels cut: ${cut.join(', ')}`);
    // Console errors and CSP violations are the strict-CSP check's (opening the builder loads
    // the parts module, and with it every part).
    await w.page.close();
  }
});

await t.check('axe-core: zero serious or critical violations (default, each view, embed, dark theme)', async () => {
  const plain = await serve({ root: dist, prefix: '/a11y/' });
  const axe = fs.readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const pages = ['', ...VIEWS.map((v) => `?view=${v}`), '?embed=1&view=heatmap,score', '?theme=dark'];
  const report = [];
  for (const q of pages) {
    const { page } = await watchedPage(browser);
    await page.goto(plain.url + q, { waitUntil: 'load' });
    await page.waitForSelector('section.view');
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.addScriptTag({ content: axe });
    const result = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes[0]?.target?.join(' ') }));
    });
    const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    report.push(`${q || 'default'}: ${result.length} violations (${bad.length} serious/critical)${result.length ? ' ' + result.map((v) => `${v.id}/${v.impact}`).join(',') : ''}`);
    assert(bad.length === 0, `${q || 'default'}: ${JSON.stringify(bad)}`);
    await page.close();
  }
  console.log('     ' + report.join('\n     '));
  await plain.close();
});

await t.check('keyboard only: every control reachable by Tab, operable with keys, views update', async () => {
  const w = await strictPage('');
  const page = w.page;
  await page.focus('[data-testid="copy-link"]');
  const seen = new Set();
  for (let i = 0; i < 140; i++) {
    await page.keyboard.press('Tab');
    // A folded group of settings: Enter opens it, as a keyboard user would.
    const folded = await page.evaluate(() => document.activeElement?.tagName === 'SUMMARY' && document.activeElement.closest('details.group') && !document.activeElement.parentElement.open);
    if (folded) {
      await page.keyboard.press('Enter');
      // Some groups hold an on-demand part (the presets): let it arrive before tabbing on.
      await waitUntil(page, 'the opened group\'s parts', () => [...document.activeElement.parentElement.querySelectorAll('.part-slot')]
        .every((s) => s.querySelector('.part-body')?.childElementCount > 0));
    }
    const id = await page.evaluate(() => document.activeElement?.dataset?.testid || document.activeElement?.id || document.activeElement?.tagName);
    seen.add(id);
  }
  for (const need of ['sentence', 'offset', 'dim', 'base', 'base-slider', 'layout', 'scaling', 'model-preset', 'query-pick', 'key-pick', 'token', 'compass-canvas'])
    assert(seen.has(need), `Tab never reached ${need}; reached ${[...seen].join(', ')}`);
  const compasses = () => page.locator('[data-testid="pair-angles"] tr[data-pair]').count();
  // Number field: arrow keys.
  await page.focus('[data-testid="dim"]');
  await page.keyboard.press('ArrowUp');
  // Views compute while on screen: look at the one that shows it (focus stays on the control).
  await page.evaluate(() => document.querySelector('#view-compasses').scrollIntoView());
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pair-angles"] tr[data-pair]').length === 9);
  // Range slider: arrow keys change the base.
  const before = await page.inputValue('[data-testid="base"]');
  await page.focus('[data-testid="base-slider"]');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  assert((await page.inputValue('[data-testid="base"]')) !== before, 'base slider');
  // Selects: arrow keys pick the next option.
  await page.focus('[data-testid="scaling"]');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('[data-testid="factor"]');
  // Token chips: Enter picks the query.
  const chips = page.locator('[data-testid="token"]');
  await chips.nth(2).focus();
  await page.keyboard.press('Enter');
  await page.evaluate(() => document.querySelector('#view-score').scrollIntoView());
  await page.waitForFunction(() => document.querySelector('#view-score .readout').textContent.includes('m = 2'));
  // Checkbox: Space toggles the causal mask; heatmap: arrows move the readout.
  await page.focus('[data-testid="causal"]');
  await page.keyboard.press('Space');
  assert(!(await page.isChecked('[data-testid="causal"]')), 'causal toggled');
  await page.focus('[data-testid="heatmap"]');
  await page.keyboard.press('ArrowRight');
  assert((await page.textContent('[data-testid="heatmap-readout"]')).includes('pair 1'), 'heatmap keyboard readout');
  assert((await compasses()) === 9, 'state kept');
  assert(w.problems.length === 0 && (await w.violations()).length === 0, w.problems.join('\n'));
  await page.close();
});

await browser.close();
await strict.close();
process.exit(t.done() ? 0 : 1);
