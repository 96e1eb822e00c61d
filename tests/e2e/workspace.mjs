// End-to-end checks of the workspace and the guided tour in the built site (dist/ served from a
// sub-path, headless Chromium), as a learner sees them:
// - at 1280 x 800, 1440 x 900 and 390 x 844 the default page shows a drawn view on its first
//   screen, and nothing scrolls sideways;
// - for every drawn view, when it is on screen the sentence, d, base and scaling controls are
//   on screen too (at 390 px: d, base and scaling in the sticky bar, the sentence one tap away);
// - the compass dials of the default page are at least 100 px across on a laptop screen;
// - the guided tour: every step reached by Next and by step=N, its view in sight below the
//   panel, its question answerable (at 1280 x 800 the card's first choice in sight without
//   scrolling inside the card, and the whole text reachable in its box: a box with more text
//   says so at its edge, and its last line can be scrolled into sight), the question inside its
//   box's outline; Back, Leave, and the way back to the learner's own settings (Start here or a
//   tour link's own, the defaults without any); the last step loads the real model with RoPE
//   still off; axe-core finds no serious or critical issue.
// Usage: node tests/e2e/workspace.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil, waitInSight, lookAt, inPool } from './browser.mjs';
import { catalog } from './catalog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const axeSource = fs.readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');
const server = await serve({ root: dist, prefix: '/learn/ropescope/' });
const browser = await launch();
const t = harness('workspace');

const DRAWN = catalog.views.filter((v) => v.drawn).map((v) => v.name);
const SIZES = [[1280, 800], [1440, 900], [390, 844]];
const ESSENTIAL = ['sentence', 'dim', 'base', 'scaling'];

async function open(query, [width, height]) {
  const w = await watchedPage(browser, { width, height });
  await w.page.goto(server.url + query, { waitUntil: 'load' });
  await w.page.waitForSelector('section.view', { timeout: 15000 });
  // A tour link: the tour (an on-demand part) shows its step.
  if (query.includes('tour=')) await w.page.waitForSelector('[data-testid="tour-step"]', { timeout: 15000 });
  await settled(w.page);
  return w;
}

// How much of an element is inside the viewport and not under something else (the sticky bars):
// the share of sample points inside it that hit the element itself.
async function seen(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return 0;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 0;
    let hit = 0, all = 0;
    for (const fx of [0.2, 0.5, 0.8]) for (const fy of [0.2, 0.5, 0.8]) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      all++;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && (top === el || el.contains(top))) hit++;
    }
    return hit / all;
  }, selector);
}

for (const size of SIZES) {
  await t.check(`${size[0]} x ${size[1]}: a drawn view on the first screen, no sideways scroll`, async () => {
    const { page, problems } = await open('', size);
    const canvas = await seen(page, '[data-testid="compass-canvas"]');
    assert(canvas > 0, 'the compass dials are not on the first screen');
    const { sw, cw } = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    assert(sw <= cw, `horizontal scroll: ${sw} > ${cw}`);
    if (size[0] >= 1000) {
      for (const id of ESSENTIAL) assert((await seen(page, `[data-testid="${id}"]`)) > 0.5, `${id} not on the first screen`);
      const dial = Number(await page.getAttribute('[data-testid="compass-canvas"]', 'data-dial-px'));
      assert(dial >= 100, `dials ${dial} px across`);
    }
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  await t.check(`${size[0]} x ${size[1]}: every drawn view is on screen with the essential controls`, async () => {
    const { page, problems } = await open('', size);
    const phone = size[0] < 1000;
    for (const v of DRAWN) {
      await bringIntoSight(page, v);
      // The view's own drawing (or, while its part loads, its frame) is in sight.
      assert((await seen(page, `#view-${v} h2`)) > 0, `${v}: not on screen after scrolling to it`);
      const inBar = phone ? ['dim', 'base', 'scaling'] : ESSENTIAL;
      for (const id of inBar) assert((await seen(page, `[data-testid="${id}"]`)) > 0.5, `${v}: ${id} not visible beside it`);
      if (phone) {
        // The sentence is one tap away: the sheet opens over the view, and closes again.
        await page.click('[data-testid="controls-toggle"]');
        assert((await seen(page, '[data-testid="sentence"]')) > 0.5, `${v}: the sentence is not one tap away`);
        await page.click('[data-testid="controls-toggle"]');
      }
    }
    const { sw, cw } = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    assert(sw <= cw, `horizontal scroll: ${sw} > ${cw}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

// Where the sticky bars end and where a view's title is, in the viewport.
async function titleBelowBars(page, v) {
  return page.evaluate((v) => {
    const head = document.querySelector('.stage-head').getBoundingClientRect();
    const title = document.querySelector(`#view-${v} h2`).getBoundingClientRect();
    return { covered: head.bottom, top: title.top, height: innerHeight };
  }, v);
}

await t.check('every contents link lands its view just below the sticky bars, on a fresh load', async () => {
  const probe = await open('', [1280, 800]);
  // The contents as the page lists them: each chapter's link and its views' links.
  const chapters = await probe.page.evaluate(() => [...document.querySelectorAll('[data-testid="contents"] .toc-chapter')].map((li) => ({
    first: li.querySelector('.toc-chapter-link').getAttribute('href').slice('#view-'.length),
    views: [...li.querySelectorAll('.toc-views a')].map((a) => a.getAttribute('href').slice('#view-'.length)),
  })));
  await probe.page.close();
  assert(chapters.length >= 4 && chapters.flatMap((c) => c.views).length >= 15, JSON.stringify(chapters));
  const landed = async (page, v) => {
    await page.waitForFunction((v) => document.querySelector('main.ropescope').getAttribute('data-scrolled') === `view-${v}`, v, { timeout: 20000 });
    const { covered, top, height } = await titleBelowBars(page, v);
    assert(top >= covered - 2 && top <= covered + 60 && top < height, `${v}: its title is at ${Math.round(top)} px, the bars end at ${Math.round(covered)}`);
  };
  const links = chapters.flatMap((chapter, c) => chapter.views.map((v) => [c, chapter, v]));
  await inPool(links, async ([c, chapter, v]) => {
    {
      const { page, problems } = await open('', [1280, 800]);
      // The chapter first (its views' links show once it is current), then the view.
      await page.click(`[data-testid="contents"] .toc-chapter:nth-child(${c + 1}) .toc-chapter-link`);
      await landed(page, chapter.first);
      if (v !== chapter.first) {
        await page.click(`[data-testid="contents"] .toc-views a[href="#view-${v}"]`);
        await landed(page, v);
      }
      const marked = await page.getAttribute('[data-testid="contents"] a[aria-current="location"]', 'href');
      assert(marked === `#view-${v}`, `${v}: the contents mark ${marked}`);
      assert(problems.length === 0, problems.join('\n'));
      await page.close();
    }
  });
});

await t.check('a base preset clicked right after a bad value applies at once', async () => {
  for (const bad of ['abc', '0.5']) {
    const { page, problems } = await open('', [1280, 800]);
    await page.fill('[data-testid="base"]', bad);
    await page.waitForFunction(() => document.querySelector('#ctl-base-err').textContent.length > 0);
    // One click, the pointer's own (mousedown and mouseup where the button was).
    await page.click('.base-presets button:nth-child(2)');
    await page.waitForFunction(() => document.querySelector('[data-testid="base"]').value === '500000', null, { timeout: 5000 });
    assert((await page.textContent('#ctl-base-err')) === '', `${bad}: the message stayed`);
    await page.waitForFunction(() => location.search.includes('base=500000'), null, { timeout: 5000 });
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

await t.check('custom values from an example are listed in the settings and clear in one click', async () => {
  const { page, problems } = await open('?dim=4&speeds=57.3,5.73&q=1,0,0,1&k=0,1,1,0', [1280, 800]);
  await page.waitForSelector('[data-testid="overrides"]:not([hidden])');
  for (const key of ['speeds', 'q', 'k']) assert(await page.isVisible(`[data-testid="clear-${key}"]`), `no clear button for ${key}`);
  await page.click('[data-testid="clear-speeds"]');
  await page.waitForFunction(() => !location.search.includes('speeds='), null, { timeout: 5000 });
  await page.click('[data-testid="clear-q"]');
  await page.click('[data-testid="clear-k"]');
  await page.waitForSelector('[data-testid="overrides"]', { state: 'detached' });
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a knob turned beside a view changes what the view shows', async () => {
  const { page, problems } = await open('', [1280, 800]);
  await bringIntoSight(page, 'score');
  const before = await page.textContent('[data-testid="score-total"]');
  await page.fill('[data-testid="base"]', '500000');
  await page.waitForFunction((b) => document.querySelector('[data-testid="score-total"]').textContent !== b, before);
  assert((await seen(page, '[data-testid="score-total"]')) > 0, 'the total is not in sight');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

// Waits until the page has settled: every watched element's observer has reported, and every
// part near the screen has mounted (they grow the page when they do).
async function settled(page) {
  await waitUntil(page, 'the page settled', () => document.querySelector('[data-in-sight="true"]')
    && [...document.querySelectorAll('.part-slot[data-in-sight="true"]')].every((s) => s.querySelector('.part-body')?.childElementCount > 0));
}

// Scrolls to a view and waits until it stays put (parts above it may mount and grow meanwhile;
// the browser's scroll anchoring keeps it in place, but only once they have).
async function bringIntoSight(page, v) {
  for (let i = 0; i < 10; i++) {
    const moved = await page.evaluate((v) => {
      const el = document.querySelector(`#view-${v}`);
      const before = el.getBoundingClientRect().top;
      el.scrollIntoView();
      return Math.abs(el.getBoundingClientRect().top - before) > 1;
    }, v);
    // The observers have run for this scroll (the view says it is in sight); then the parts
    // they found near the screen have mounted.
    await waitInSight(page, v);
    await settled(page);
    if (!moved && i > 0) return;
  }
}

// The tour's steps, read from the page itself (the core's list).
async function tourState(page) {
  return page.evaluate(() => {
    const step = document.querySelector('[data-testid="tour-step"]')?.textContent || '';
    const m = /step (\d+) of (\d+)/.exec(step);
    return m ? { k: Number(m[1]), n: Number(m[2]), step } : null;
  });
}

// The numbers a step's text cites are the ones its view shows beside it.
async function tourAgreesWithView(page, k, id) {
  const notice = await page.textContent('[data-testid="tour-notice"]');
  const numbers = (notice.match(/-?\d+(\.\d+)?/g) || []).map(Number);
  const near = (x, digits) => numbers.some((n) => Math.abs(n - x) <= 0.51 * 10 ** -digits);
  if (id === 'view-compasses' && /between the first pair/.test(notice)) {
    const between = await page.textContent('[data-testid="pair-angles"] tr[data-pair="0"] td[data-cell="between"]');
    assert(notice.includes(` ${between} degrees`), `step ${k}: the table says ${between} degrees between the arrows; the text: ${notice}`);
  }
  if (id === 'view-score') {
    const total = Number(await page.textContent('[data-testid="score-total"]'));
    assert(near(total, 4), `step ${k}: the view's total ${total} is not in the text: ${notice}`);
  }
  if (id === 'view-distance') {
    // The bound: drawn beside the curve, or in the note under the chart, as the text says.
    const note = await page.locator('[data-testid="bound-note"]');
    const hidden = await note.evaluate((el) => el.hidden);
    if (/thin lines above and below/.test(notice)) assert(hidden, `step ${k}: the text points at the bound's lines, the chart has a note instead`);
    if (/note under the chart/.test(notice)) assert(!hidden, `step ${k}: the text points at a note the chart does not show`);
    if (!hidden && /note under the chart/.test(notice)) {
      const first = Number(/([\d.]+) at distance 0/.exec(await note.textContent())[1]);
      assert(near(first, 1), `step ${k}: the note's bound ${first} is not in the text`);
    }
  }
  if (id === 'view-invariance') {
    // The score before the slide; the slid one is the question's answer (the reveal quotes it).
    const t = await page.textContent('#view-invariance output');
    assert(notice.includes(`t = ${t} `), `step ${k}: the view shifts by ${t}; the text: ${notice}`);
    const original = Number(await page.textContent('[data-testid="invariance-a"]'));
    assert(near(original, 6), `step ${k}: the view's score ${original} is not in the text`);
  }
  if (id === 'view-multimodal' && /in blocks: pairs/.test(notice)) {
    // The blocks the text names are the table's sectioned rows (fastest to slowest pair).
    const rows = await page.$$eval('[data-testid="mrope-compare-row"]', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
    for (const [form, axis, count, fastest, slowest] of rows) {
      if (form !== 'sectioned' || count === '0') continue;
      assert(notice.includes(`${fastest} to ${slowest} turn with ${axis}`), `step ${k}: the table gives ${axis} pairs ${fastest} to ${slowest}; the text: ${notice}`);
    }
  }
  if (id === 'view-vision' && /against the key at every patch: from/.test(notice)) {
    const label = await page.getAttribute('[data-testid="vision-grid"]', 'aria-label');
    const m = /range from (\S+) to (\S+?);/.exec(label || '');
    assert(m && near(Number(m[1]), 4) && near(Number(m[2]), 4), `step ${k}: the grid's range (${label}) is not in the text: ${notice}`);
  }
  if (id === 'view-latent') {
    for (const part of ['latent-free', 'latent-rope', 'latent-total']) {
      const v = Number(await page.textContent(`[data-testid="${part}"]`));
      assert(near(v, 4), `step ${k}: the view's ${part} ${v} is not in the text: ${notice}`);
    }
  }
}

// On a laptop the step's card sits over the settings column: its question must be seen
// without scrolling inside the card. The first choice lies within the card and within every
// box between them that clips (the card's body scrolls only as a last resort), at the step's
// first scroll position.
async function choicesInCard(page, k) {
  const r = await page.evaluate(() => {
    const card = document.querySelector('[data-testid="tour"]');
    const choice = card.querySelector('[data-testid="tour-question"] label.choice');
    if (!choice) return { missing: true };
    const c = choice.getBoundingClientRect();
    const out = [];
    for (let el = choice.parentElement; el; el = el.parentElement) {
      const st = getComputedStyle(el);
      if (el === card || st.overflowY !== 'visible') {
        const b = el.getBoundingClientRect();
        const top = b.top + el.clientTop;
        const bottom = top + el.clientHeight;
        if (c.top < top - 0.5 || c.bottom > bottom + 0.5 || el.scrollTop > 0) out.push(`${el.className}: ${Math.round(c.top)}..${Math.round(c.bottom)} outside ${Math.round(top)}..${Math.round(bottom)} (scrolled ${el.scrollTop})`);
      }
      if (el === card) break;
    }
    if (c.bottom > innerHeight) out.push(`below the screen (${Math.round(c.bottom)} > ${innerHeight})`);
    return { out };
  });
  assert(!r.missing, `step ${k}: no choices in the card`);
  assert(r.out.length === 0, `step ${k}: the first choice is hidden at 1280 x 800: ${r.out.join('; ')}`);
}

// The card's text scrolls in its own box when it is long: the box says "more" at the edge
// that has more (whatever the browser does with scrollbars, however few pixels are hidden), and
// scrolled to its end its last line lies inside the box, on screen and under nothing else.
async function noticeReachable(page, k) {
  const start = await page.evaluate(() => {
    const el = document.querySelector('[data-testid="tour-notice"]');
    return { hidden: el.scrollHeight - el.clientHeight - el.scrollTop, more: el.getAttribute('data-more') || '',
      mark: getComputedStyle(el, '::after').content };
  });
  if (start.hidden > 1) {
    assert(start.more.includes('below') && /more/.test(start.mark),
      `step ${k}: ${start.hidden}px of the text are hidden and its box does not say so (data-more "${start.more}", mark ${start.mark})`);
    await page.evaluate(() => { const el = document.querySelector('[data-testid="tour-notice"]'); el.scrollTop = el.scrollHeight; });
    await waitUntil(page, `step ${k}: the box's "more" mark gone at the end of its text`,
      () => !(document.querySelector('[data-testid="tour-notice"]').getAttribute('data-more') || '').includes('below'));
  } else {
    assert(!start.more.includes('below'), `step ${k}: the box says "more" with nothing hidden (${start.hidden}px)`);
  }
  const end = await page.evaluate(() => {
    const el = document.querySelector('[data-testid="tour-notice"]');
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = [...range.getClientRects()];
    const line = lines[lines.length - 1];
    const box = el.getBoundingClientRect();
    const bottom = box.top + el.clientTop + el.clientHeight;
    const hit = document.elementFromPoint(line.left + 2, (line.top + line.bottom) / 2);
    const r = { line: [Math.round(line.top), Math.round(line.bottom)], box: [Math.round(box.top), Math.round(bottom)],
      screen: innerHeight, under: !(hit === el || el.contains(hit)) && (hit ? hit.className || hit.tagName : 'nothing') };
    el.scrollTop = 0;
    return r;
  });
  assert(end.line[1] <= end.box[1] + 0.5 && end.line[1] <= end.screen && !end.under,
    `step ${k}: the text's last line cannot be brought into sight: ${JSON.stringify(end)}`);
}

// The question (a legend, bold) sits inside its box's outline, however many lines it takes:
// the box's top border is above it, not through it.
async function questionInsideItsBox(page, k) {
  const r = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="tour-question"]');
    const legend = box && box.querySelector('legend');
    if (!legend) return null;
    const b = box.getBoundingClientRect(), l = legend.getBoundingClientRect();
    return { border: b.top + parseFloat(getComputedStyle(box).borderTopWidth), legend: l.top, lines: Math.round(l.height / parseFloat(getComputedStyle(legend).lineHeight || '16')) };
  });
  assert(r && r.legend >= r.border - 0.5, `step ${k}: the question's box runs through its text: ${JSON.stringify(r)}`);
}

async function expectStep(page, k, size) {
  await page.waitForFunction((k) => (document.querySelector('[data-testid="tour-step"]')?.textContent || '').includes(`step ${k} of`), k, { timeout: 15000 });
  // The tour keeps its view aligned while parts above it load; the page says when it is done.
  await page.waitForFunction((k) => document.querySelector('main.ropescope')?.getAttribute('data-scrolled') === `tour-${k}`, k, { timeout: 20000 });
  const view = await page.evaluate(() => {
    const m = /tour=1&step=(\d+)/.exec(location.search);
    return m ? Number(m[1]) : null;
  });
  assert(view === k, `the address says step ${view}, not ${k}`);
  // The step's view is in sight below the panel, and the contents bar marks it.
  const id = `view-${await page.getAttribute('[data-testid="tour"]', 'data-view')}`;
  const visible = await seen(page, `#${id} h2`) + await seen(page, `#${id} canvas`);
  if (visible === 0) {
    // A phone whose screen the step's panel (nearly) fills: the panel's top is in sight below
    // the bars and the view starts right under it (one swipe away).
    const where = await page.evaluate((id) => {
      const slot = document.querySelector('.tour-slot').getBoundingClientRect();
      const head = document.querySelector('.stage-head').getBoundingClientRect();
      return { top: slot.top, bottom: slot.bottom, covered: head.bottom, view: document.getElementById(id).getBoundingClientRect().top, height: innerHeight };
    }, id);
    assert(where.bottom >= where.height - 80 && where.top >= where.covered - 2 && where.top < where.covered + 60 && where.view - where.bottom < 40,
      `step ${k}: ${id} is not in sight (${size}): ${JSON.stringify(where)}`);
  }
  const current = await page.getAttribute('[data-testid="contents"] a[aria-current="location"]', 'href');
  assert(current === `#${id}`, `step ${k}: the contents mark ${current}, not #${id}`);
  await tourAgreesWithView(page, k, id);
  if (size === '1280x800') {
    await choicesInCard(page, k);
    await noticeReachable(page, k);
  }
  await questionInsideItsBox(page, k);
  // Predict, then reveal.
  const radios = page.locator('[data-testid="tour-question"] input[type="radio"]');
  assert((await radios.count()) >= 2, `step ${k}: no choices`);
  await radios.nth(0).check();
  await page.click('[data-testid="tour-check"]');
  const verdict = await page.textContent('[data-testid="tour-verdict"]');
  assert(/^(Right|Not quite)\. \S/.test(verdict), `step ${k}: verdict "${verdict}"`);
  if (id === 'view-invariance') {
    // The reveal quotes the view's slid score.
    const shifted = Number(await page.textContent('[data-testid="invariance-b"]'));
    const numbers = (verdict.match(/-?\d+(\.\d+)?/g) || []).map(Number);
    assert(numbers.some((n) => Math.abs(n - shifted) <= 0.51e-6), `step ${k}: the view's slid score ${shifted} is not in the reveal: ${verdict}`);
  }
  return id;
}

// Presentation mode (present=1, or the toolbar's "Present"): the step's text, the views' text
// and their labels at least 1.5 times their size; at 1366 x 768 with the browser at 150 % (a
// 911 x 512 CSS px screen at 1.5 device pixels per px) the page keeps one column of views
// (not the phone's bar) and the step's card along the bottom leaves its chart in sight; on a
// 1920 x 1080 screen no text is smaller than 12 px.
await t.check('presentation mode: 1.5x text, the step a slim caption over its view, at 150 % zoom too', async () => {
  const sizes = (page) => page.evaluate(() => {
    const f = (sel) => { const el = document.querySelector(sel); return el ? parseFloat(getComputedStyle(el).fontSize) : NaN; };
    return { notice: f('[data-testid="tour-notice"]'), question: f('[data-testid="tour-question"] legend'), title: f('#view-score h2'),
      caption: f('#view-score .caption'), readout: f('#view-score .readout'), table: f('#view-score table.data'), toc: f('.toc') };
  });
  const scrolled = (page, k) => page.waitForFunction((k) => document.querySelector('main.ropescope')?.getAttribute('data-scrolled') === `tour-${k}`, k, { timeout: 20000 });
  const plain = await open('?tour=1&step=3', [1366, 768]);
  await scrolled(plain.page, 3);
  const before = await sizes(plain.page);
  // The toolbar's button switches it on (and into the address), and off again.
  await plain.page.click('[data-testid="present-toggle"]');
  await waitUntil(plain.page, 'present=1 in the address', () => document.documentElement.hasAttribute('data-present') && location.search.includes('present=1'));
  const after = await sizes(plain.page);
  for (const k of Object.keys(before)) assert(after[k] >= 1.5 * before[k] - 0.01, `${k}: ${before[k]} px -> ${after[k]} px in presentation mode`);
  await plain.page.click('[data-testid="present-toggle"]');
  await waitUntil(plain.page, 'presentation mode off', () => !document.documentElement.hasAttribute('data-present') && !location.search.includes('present='));
  assert(plain.problems.length === 0, plain.problems.join('\n'));
  await plain.page.close();
  // 1366 x 768 at 150 %: the step's card along the bottom, slim; its chart in sight above it.
  for (const [k, chart] of [[1, 'compass-canvas'], [5, 'distance-chart'], [9, 'frequency-chart']]) {
    const page = await browser.newPage({ viewport: { width: 911, height: 512 }, deviceScaleFactor: 1.5 });
    await page.goto(server.url + `?present=1&tour=1&step=${k}`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="tour-step"]', { timeout: 15000 });
    await scrolled(page, k);
    const layout = await page.evaluate(() => {
      const card = document.querySelector('[data-testid="tour"]').getBoundingClientRect();
      const bar = document.querySelector('.sidebar');
      return { cardTop: card.top, cardBottom: card.bottom, cardW: card.width, bar: bar && getComputedStyle(bar).display, h: innerHeight, w: innerWidth };
    });
    assert(layout.bar === 'none', `step ${k}: the settings bar shows (${layout.bar}) in presentation mode`);
    assert(Math.abs(layout.cardBottom - layout.h) < 2 && layout.cardW >= layout.w - 20 && layout.h - layout.cardTop <= 0.4 * layout.h,
      `step ${k}: the card is not a slim caption along the bottom: ${JSON.stringify(layout)}`);
    // A chart blanked until the question is answered: its box (the note over it) is what shows.
    const box = (await page.$(`.answer-chart > [data-testid="${chart}"]`)) ? `.answer-chart:has(> [data-testid="${chart}"])` : `[data-testid="${chart}"]`;
    const share = await seen(page, box);
    assert(share >= 1 / 3, `step ${k}: only ${(share * 100).toFixed(0)} % of ${chart} in sight at 1366 x 768 and 150 %`);
    await page.close();
  }
  // A large screen: nothing at 10-11 px.
  const big = await open('?present=1&tour=1&step=3', [1920, 1080]);
  await scrolled(big.page, 3);
  const small = await big.page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || r.bottom < 0 || r.top > innerHeight || el.closest('.sr-only, .sr-summary')) continue;
      if (getComputedStyle(el).visibility !== 'visible') continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < 12) out.push(`${el.tagName.toLowerCase()}.${el.className}: ${px} px "${el.textContent.trim().slice(0, 30)}"`);
    }
    return out;
  });
  assert(small.length === 0, `text under 12 px at 1920 x 1080 in presentation mode:\n${small.join('\n')}`);
  assert(big.problems.length === 0, big.problems.join('\n'));
  await big.page.close();
});

// Presentation mode, as a lecturer drives it: the arrow and page keys (a clicker's) step the
// tour unless focus is in a control that uses them; at 1366 x 768 and 1920 x 1080 the step's
// chart is whole between the top of the screen and the caption; the dials' labels (drawn on the
// canvas: each fillText's box recorded with the context's transform) never meet.
function recordCanvasTexts() {
  const proto = CanvasRenderingContext2D.prototype, fill = proto.fillText, open = new Set();
  window.__canvasTexts = new Map();
  proto.fillText = function (text, x, y, ...rest) {
    const c = this.canvas;
    // One list per canvas and task: the last drawing's labels.
    if (!open.has(c)) { open.add(c); window.__canvasTexts.set(c, []); queueMicrotask(() => open.delete(c)); }
    const m = this.measureText(text), t = this.getTransform();
    const box = [x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent, x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent];
    const [l, tp] = [t.a * box[0] + t.e, t.d * box[1] + t.f], [r, b] = [t.a * box[2] + t.e, t.d * box[3] + t.f];
    window.__canvasTexts.get(c).push({ text: String(text), l, t: tp, r, b });
    return fill.call(this, text, x, y, ...rest);
  };
}
async function openRecording(query, viewport, deviceScaleFactor = 1) {
  const page = await browser.newPage({ viewport, deviceScaleFactor });
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  await page.addInitScript(recordCanvasTexts);
  await page.goto(server.url + query, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="tour-step"]', { timeout: 15000 });
  return { page, problems };
}
const atStep = (page, k) => waitUntil(page, `step ${k} on screen and aligned`, (k) =>
  (document.querySelector('[data-testid="tour-step"]')?.textContent || '').includes(`step ${k} of`)
  && document.querySelector('main.ropescope')?.getAttribute('data-scrolled') === `tour-${k}`, k, 20000);
const dialLabelsMeet = (page) => page.evaluate(() => {
  const c = document.querySelector('[data-testid="compass-canvas"]');
  const boxes = (window.__canvasTexts.get(c) || []).filter((b) => b.text.trim());
  const meet = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b) meet.push(`"${a.text}" and "${b.text}"`);
  }
  return { count: boxes.length, pairs: Number(c.dataset.pairs), meet };
});

await t.check('presentation mode: the keys step the tour, the chart whole above the caption, the dial labels apart', async () => {
  const { page, problems } = await openRecording('?present=1&tour=1&step=2', { width: 1366, height: 768 });
  await atStep(page, 2);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (const [key, k] of [['ArrowRight', 3], ['PageDown', 4], ['PageUp', 3], ['ArrowLeft', 2]]) {
    await page.keyboard.press(key);
    await atStep(page, k);
  }
  // A slider and the question's radios use the arrows themselves: the step stays.
  await page.focus('[data-testid="compass-shift"]');
  await page.keyboard.press('ArrowRight');
  await waitUntil(page, 'the slider moved by its arrow key', () => document.querySelector('[data-testid="compass-shift"]').value === '1');
  await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await waitUntil(page, 'the next choice picked by its arrow key', () => document.querySelectorAll('[data-testid="tour-question"] input[type="radio"]')[1].checked);
  assert((await tourState(page)).k === 2, `the arrow key in a control stepped the tour: ${(await tourState(page)).step}`);
  // A clicker's page key steps the tour even from the radios (they have no use for it).
  await page.keyboard.press('PageDown');
  await atStep(page, 3);
  await page.close();
  assert(problems.length === 0, problems.join('\n'));
  for (const [w, h] of [[1366, 768], [1920, 1080]]) {
    for (const [k, chart] of [[1, 'compass-canvas'], [3, 'score-bars'], [5, 'distance-chart'], [8, 'heatmap'], [9, 'frequency-chart']]) {
      const { page, problems } = await openRecording(`?present=1&tour=1&step=${k}`, { width: w, height: h });
      await atStep(page, k);
      const r = await page.evaluate((sel) => {
        const c = document.querySelector(sel).getBoundingClientRect(), card = document.querySelector('[data-testid="tour"]').getBoundingClientRect();
        return { top: c.top, bottom: c.bottom, height: c.height, card: card.top };
      }, `[data-testid="${chart}"]`);
      assert(r.height > 100 && r.top >= 0 && r.bottom <= r.card + 0.5,
        `step ${k} at ${w} x ${h}: ${chart} is not whole above the caption: ${JSON.stringify(r)}`);
      if (k === 1) {
        const d = await dialLabelsMeet(page);
        assert(d.count >= 3 * d.pairs && d.pairs > 0, `the dials drew ${d.count} labels for ${d.pairs} pairs`);
        assert(d.meet.length === 0, `dial labels meet at ${w} x ${h}: ${d.meet.join(', ')}`);
      }
      assert(problems.length === 0, problems.join('\n'));
      await page.close();
    }
  }
  // 1366 x 768 at 150 % zoom too.
  const zoomed = await openRecording('?present=1&tour=1&step=1', { width: 911, height: 512 }, 1.5);
  await atStep(zoomed.page, 1);
  const d = await dialLabelsMeet(zoomed.page);
  assert(d.count >= 3 * d.pairs && d.meet.length === 0, `dial labels meet at 150 %: ${d.meet.join(', ')}`);
  await zoomed.page.close();
});

// A phone: the card is in the flow above its view, and the view starts on the first screen
// (its heading and the top of what it draws), reached by Next as a learner goes; the card's
// whole text is one tap away.
await t.check('a phone: every step\'s view starts on the first screen under its card, by Next', async () => {
  const { page, problems } = await open('?tour=1', [390, 844]);
  const { n } = await tourState(page);
  for (let k = 1; k <= n; k++) {
    await atStep(page, k);
    const r = await page.evaluate(() => {
      const card = document.querySelector('[data-testid="tour"]').getBoundingClientRect();
      const view = document.getElementById(`view-${document.querySelector('[data-testid="tour"]').dataset.view}`).getBoundingClientRect();
      const head = document.querySelector('.stage-head').getBoundingClientRect();
      return { card: card.top, cardBottom: card.bottom, view: view.top, covered: head.bottom, h: innerHeight };
    });
    assert(r.card >= r.covered - 2 && r.view + 120 <= r.h,
      `step ${k}: the view starts at ${r.view.toFixed(0)} px of ${r.h} (card ${r.card.toFixed(0)}-${r.cardBottom.toFixed(0)}, bars to ${r.covered.toFixed(0)})`);
    const more = page.locator('[data-testid="tour-more"]');
    if (await more.isVisible()) {
      await more.click();
      await waitUntil(page, `step ${k}: the whole text shown`, () => {
        const el = document.querySelector('[data-testid="tour-notice"]');
        return el.classList.contains('full') && el.scrollHeight <= el.clientHeight + 1;
      });
    }
    if (k < n) await page.click('[data-testid="tour-next"]');
  }
  const unexpected = problems.filter((p) => !/model|manifest/i.test(p));
  assert(unexpected.length === 0, unexpected.join('\n'));
  await page.close();
});

// A link to a view far down (#view-longlab) lands on it on a fresh load, though the views are
// drawn after the browser looked for the anchor.
await t.check('a fresh load of #view-longlab lands on the view', async () => {
  const { page, problems } = await open('#view-longlab', [1280, 800]);
  await waitUntil(page, 'the page scrolled to the lab', () => document.querySelector('main.ropescope')?.getAttribute('data-scrolled') === 'view-longlab');
  const top = await page.evaluate(() => document.querySelector('#view-longlab').getBoundingClientRect().top);
  assert(top >= 0 && top < 200, `the lab's top is at ${top} px`);
  assert(problems.filter((p) => !/model/.test(p)).length === 0, problems.join('\n'));
  await page.close();
});

// A newcomer's first screen: what the first views need, the rest one click away; the numbers a
// method's formula gives shown where its field is; the source texts named by their titles.
await t.check('first screen: more settings one click away, YaRN\'s attention factor from its formula, texts by title', async () => {
  const { page, problems } = await open('', [1280, 800]);
  for (const k of ['sentence', 'dim', 'base', 'scaling']) assert(await page.isVisible(`[data-testid="${k}"]`), `${k} not on the first screen`);
  for (const k of ['layout', 'rope', 'qk']) assert(!(await page.isVisible(`[data-testid="${k}"]`)), `${k} on a newcomer's first screen`);
  await page.click('[data-testid="more-settings"] > summary');
  for (const k of ['layout', 'rope', 'qk']) await page.waitForSelector(`[data-testid="${k}"]`, { state: 'visible' });
  // YaRN: the attention factor its formula gives (0.1 ln s + 1 here: no mscale) on the first
  // screen, following the factor.
  await page.selectOption('[data-testid="scaling"]', 'yarn');
  for (const s of [4, 8]) {
    await page.fill('[data-testid="factor"]', String(s));
    const want = (0.1 * Math.log(s) + 1).toFixed(4);
    await waitUntil(page, `the attention factor ${want} beside the method`, (w) => document.querySelector('[data-testid="attn-formula"]')?.textContent.includes(w), want);
    const box = await page.locator('[data-testid="attn-formula"]').boundingBox();
    assert(box && box.y >= 0 && box.y + box.height <= 800, `the attention factor is off the first screen: ${JSON.stringify(box)}`);
  }
  // Each mistake the compasses link to is under the title its line names (the mistakes view's).
  await lookAt(page, 'mistakes');
  await waitUntil(page, 'the mistakes listed', () => document.querySelectorAll('[data-testid="erratum"]').length > 0);
  const wrong = await page.evaluate(() => {
    const out = [];
    let title = null;
    const line = document.querySelector('#view-compasses [data-testid="errata-links"]');
    for (const el of line.querySelectorAll('cite, a')) {
      if (el.tagName === 'CITE') { title = el.textContent; continue; }
      const where = document.querySelector(`${el.getAttribute('href')} .erratum-where strong`)?.textContent;
      if (!title || where !== title) out.push(`${el.textContent}: under ${title}, the mistakes view says ${where}`);
    }
    return out.length ? out : (line.querySelectorAll('cite').length ? [] : ['no title named']);
  });
  assert(wrong.length === 0, wrong.join('\n'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('the guided tour: every step by Next, its view in sight, its question answerable', async () => {
  const { page, problems } = await open('', [1280, 800]);
  await page.click('[data-testid="tour-start"]');
  const first = await (async () => { await page.waitForSelector('[data-testid="tour-step"]'); return tourState(page); })();
  assert(first && first.k === 1 && first.n >= 10, `start: ${JSON.stringify(first)}`);
  const views = [];
  for (let k = 1; k <= first.n; k++) {
    views.push(await expectStep(page, k, '1280x800'));
    if (k < first.n) await page.click('[data-testid="tour-next"]');
  }
  assert(new Set(views).size >= 6, `the tour shows only ${new Set(views).size} views`);
  // Back, then Finish on the last step shows the result in the card; closing it closes the
  // tour and keeps the state.
  await page.click('[data-testid="tour-back"]');
  await expectStep(page, first.n - 1, 'back');
  await page.click('[data-testid="tour-next"]');
  await expectStep(page, first.n, 'next');
  const search = await page.evaluate(() => location.search);
  await page.click('[data-testid="tour-next"]');
  await page.click('[data-testid="tour-close"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  await waitUntil(page, 'the address without the tour', () => !location.search.includes('tour='));
  const after = await page.evaluate(() => location.search);
  assert(after === search.replace(/&?tour=1&step=\d+/, '').replace(/^\?$/, ''), `state changed on leaving: ${search} -> ${after}`);
  assert(problems.filter((p) => !/model/.test(p)).length === 0, problems.join('\n'));
  await page.close();
});

await t.check('the guided tour: every step by step=N, on a laptop and on a phone', async () => {
  for (const size of [[1280, 800], [390, 844]]) {
    const { page, problems } = await open('?tour=1', size);
    await page.waitForSelector('[data-testid="tour-step"]');
    const { n } = await tourState(page);
    await page.close();
    // The last step loads the real model (98 MB): its view and question, not the download.
    await inPool(Array.from({ length: n }, (_, i) => i + 1), async (k) => {
      const { page, problems } = await open(`?tour=1&step=${k}`, size);
      await expectStep(page, k, size.join('x'));
      const unexpected = problems.filter((p) => !/model|manifest/i.test(p));
      assert(unexpected.length === 0, unexpected.join('\n'));
      await page.close();
    });
    assert(problems.length === 0, problems.join('\n'));
  }
});

// Predict first: the readouts that answer a step's question stay hidden until it is answered
// (the step names them; the view marks them), then show.
// Besides the readouts, no visible text of the step's views (a caption, a note) may state the
// answer: each pattern is how a view's text once said it (the section's innerText leaves out
// what is hidden).
const GIVEAWAYS = {
  2: ['compasses', /angle between the two arrows of a pair stays put/],
  4: ['invariance', /score stays the same/],
  6: ['distance', /falls from its peak/],
  14: ['vision', /the score is the same/],
  15: ['latent', /same at every pair of positions/],
};
await t.check('the guided tour: a question\'s answering readout is hidden until it is answered', async () => {
  // The charts whose shape answers the question (steps 5-7 and 9-11) are blanked with a note
  // over their box; step 3's identity with its numbers and its CSV button wait too.
  const DIST = ['distance-chart', 'relative-chart', 'baseline-chart'];
  for (const [k, ...readouts] of [[3, 'score-bars', 'identity-numbers', 'score-csv'], [4, 'invariance-diff'], [5, 'distance-table', 'baseline-note', ...DIST],
    [6, 'distance-table', ...DIST], [7, 'distance-table', ...DIST], [8, 'heatmap-now'], [9, 'frequencies-now', 'frequency-chart'],
    [10, 'method-note', 'frequencies-now', 'frequency-chart'], [11, 'method-note', 'frequencies-now', 'frequency-chart'], [13, 'mrope-compare'],
    [14, 'vision-readout', 'vision-shifted-caption'], [15, 'latent-caption'], [16, 'order-note']]) {
    const { page, problems } = await open(`?tour=1&step=${k}`, [1280, 800]);
    await page.waitForFunction((k) => document.querySelector('main.ropescope')?.getAttribute('data-scrolled') === `tour-${k}`, k, { timeout: 20000 });
    const sels = readouts.map((r) => `[data-testid="${r}"]`);
    for (const sel of sels) await page.waitForSelector(sel, { state: 'attached', timeout: 20000 });
    const shown = (sel) => page.evaluate((sel) => getComputedStyle(document.querySelector(sel)).visibility === 'visible', sel);
    for (const sel of sels) assert(!(await shown(sel)), `step ${k}: ${sel} answers the question before the learner does`);
    // A blanked chart says why, over its own box.
    for (const sel of sels.filter((x) => /chart"/.test(x))) {
      const note = await page.evaluate((sel) => getComputedStyle(document.querySelector(sel).parentElement, '::after').content, sel);
      assert(/answer the question first/i.test(note), `step ${k}: ${sel} is blank without a note (${note})`);
    }
    if (GIVEAWAYS[k]) {
      const [view, said] = GIVEAWAYS[k];
      const text = await page.evaluate((v) => document.querySelector(`#view-${v}`).innerText, view);
      assert(!said.test(text), `step ${k}: the ${view} view's text says the answer: ${text.match(said)}`);
    }
    await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).check();
    // Picking is not answering.
    for (const sel of sels) assert(!(await shown(sel)), `step ${k}: ${sel} shows on picking a choice`);
    await page.click('[data-testid="tour-check"]');
    for (const sel of sels) await waitUntil(page, `step ${k}: ${sel} shown once answered`, (sel) => getComputedStyle(document.querySelector(sel)).visibility === 'visible', sel);
    // The next step's question hides its own again; leaving the tour (on the last step: Finish)
    // shows everything.
    if (await page.$('[data-testid="tour-exit"]')) await page.click('[data-testid="tour-exit"]');
    else {
      await page.click('[data-testid="tour-next"]');
      await page.click('[data-testid="tour-close"]');
    }
    await waitUntil(page, 'the tour closed, nothing hidden', () => !document.querySelector('[data-testid="tour"]') && !document.documentElement.hasAttribute('data-hide'));
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

// The address's configuration keys (the tour's own and the page's presentation keys aside).
const settingsOf = (search) => {
  const q = new URLSearchParams(search);
  for (const k of ['tour', 'step', 'view', 'views', 'theme']) q.delete(k);
  return q.toString();
};
const search = (page) => page.evaluate(() => location.search);

await t.check("the tour gives the learner's own settings back: Leave keeps the screen, the second button restores", async () => {
  // A learner (or a lecturer) has set d and the base, then starts the tour.
  const { page, problems } = await open('?dim=64&base=500000&view=vision', [1280, 800]);
  await page.click('[data-testid="tour-start"]');
  await waitUntil(page, 'step 1 of the tour', () => /step 1 of/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''));
  await waitUntil(page, "step 1's state in the address", () => !location.search.includes('dim=64'));
  assert((await page.textContent('[data-testid="tour-restore"]')) === 'Leave and restore my settings', await page.textContent('[data-testid="tour-restore"]'));
  await page.click('[data-testid="tour-next"]');
  await waitUntil(page, 'step 2', () => location.search.includes('step=2'));
  await page.click('[data-testid="tour-restore"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  await waitUntil(page, 'the learner\'s settings back in the address', () => !location.search.includes('tour=') && location.search.includes('dim=64'));
  assert(settingsOf(await search(page)) === 'dim=64&base=500000', `restored: ${await search(page)}`);
  // Started again, every step to the last: the last step's text names both ways out, and the
  // second one finishes with the learner's settings.
  await page.click('[data-testid="tour-start"]');
  await waitUntil(page, 'step 1 again', () => /step 1 of/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''));
  const { n } = await tourState(page);
  for (let k = 2; k <= n; k++) {
    await page.click('[data-testid="tour-next"]');
    await waitUntil(page, `step ${k}`, (k) => location.search.includes(`step=${k}`) && (document.querySelector('[data-testid="tour-step"]')?.textContent || '').includes(`step ${k} of`), k);
  }
  const notice = await page.textContent('[data-testid="tour-notice"]');
  assert(notice.includes('Finish closes the tour and keeps the settings on screen; "Finish with ..." closes it and puts back the settings you had before you started it'), notice);
  assert((await page.locator('[data-testid="tour-exit"]').count()) === 0, 'on the last step Finish keeps the settings; no Leave beside it');
  const label = await page.textContent('[data-testid="tour-restore"]');
  assert(label === 'Finish with my settings from before the tour', label);
  assert((await page.inputValue('[data-testid="rope"]')) === 'off', 'the last step turns RoPE off');
  await page.click('[data-testid="tour-restore"]');
  await page.click('[data-testid="tour-close"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  await waitUntil(page, 'the learner\'s settings back', () => !location.search.includes('tour=') && location.search.includes('dim=64'));
  assert(settingsOf(await search(page)) === 'dim=64&base=500000', `finished with: ${await search(page)}`);
  // Leave keeps what is on screen (step 2's state), not the learner's.
  await page.click('[data-testid="tour-start"]');
  await page.click('[data-testid="tour-next"]');
  await waitUntil(page, 'step 2', () => location.search.includes('step=2'));
  const step2 = settingsOf(await search(page));
  await page.click('[data-testid="tour-exit"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  await waitUntil(page, 'the address without the tour', () => !location.search.includes('tour='));
  assert(settingsOf(await search(page)) === step2, `Leave changed the settings: ${step2} -> ${await search(page)}`);
  const unexpected = problems.filter((p) => !/model|manifest/i.test(p));
  assert(unexpected.length === 0, unexpected.join('\n'));
  await page.close();
});

await t.check('a tour link with settings of its own gives those back; one without gives the defaults and says so', async () => {
  const own = await open('?dim=32&base=500&tour=1&step=3', [1280, 800]);
  assert((await own.page.textContent('[data-testid="tour-restore"]')) === 'Leave and restore my settings', 'own settings');
  await own.page.click('[data-testid="tour-next"]');
  await waitUntil(own.page, 'step 4', () => location.search.includes('step=4') && !location.search.includes('dim=32'));
  await own.page.click('[data-testid="tour-restore"]');
  await waitUntil(own.page, "the link's settings back", () => !location.search.includes('tour=') && location.search.includes('dim=32'));
  assert(settingsOf(await search(own.page)) === 'dim=32&base=500', await search(own.page));
  assert(own.problems.length === 0, own.problems.join('\n'));
  await own.page.close();
  const { page, problems } = await open('?tour=1', [1280, 800]);
  const { n } = await tourState(page);
  await page.close();
  const last = await open(`?tour=1&step=${n}`, [1280, 800]);
  const label = await last.page.textContent('[data-testid="tour-restore"]');
  assert(label === 'Finish with the default settings', label);
  assert((await last.page.inputValue('[data-testid="rope"]')) === 'off', 'the last step turns RoPE off');
  await last.page.click('[data-testid="tour-restore"]');
  await last.page.click('[data-testid="tour-close"]');
  await last.page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  await waitUntil(last.page, 'the defaults', () => !location.search.includes('rope=off') && !location.search.includes('tour='));
  assert(settingsOf(await search(last.page)) === '', await search(last.page));
  assert((await last.page.inputValue('[data-testid="rope"]')) === 'on', 'RoPE is still off');
  const unexpected = [...problems, ...last.problems].filter((p) => !/model|manifest/i.test(p));
  assert(unexpected.length === 0, unexpected.join('\n'));
  await last.page.close();
});

await t.check("the last step's button loads the real model with RoPE still off (its own RoPE otherwise)", async () => {
  const { page, problems } = await open('?tour=1', [1280, 800]);
  const { n } = await tourState(page);
  await page.close();
  const last = await open(`?tour=1&step=${n}`, [1280, 800]);
  await last.page.click('[data-testid="tour-load-model"]');
  await waitUntil(last.page, 'the model with RoPE off in the address', (n) => {
    const q = new URLSearchParams(location.search);
    return q.get('qk') === 'model' && q.get('rope') === 'off' && q.get('step') === String(n);
  }, n);
  assert((await last.page.inputValue('[data-testid="rope"]')) === 'off', 'RoPE came back on');
  // The model's own head size: 32 pairs, none turning.
  await waitUntil(last.page, 'the text for the model', () => /^Right now 0 of the 32 pairs turn/.test(document.querySelector('[data-testid="tour-notice"]')?.textContent || ''));
  await last.page.waitForSelector('[data-testid="tour-lab"]');
  // This build may have no model files: the download's failure is not this test's.
  const unexpected = [...problems, ...last.problems].filter((p) => !/model|manifest/i.test(p));
  assert(unexpected.length === 0, unexpected.join('\n'));
  await last.page.close();
});

await t.check('the tour is usable by keyboard and announced', async () => {
  const { page, problems } = await open('?tour=1', [1280, 800]);
  await page.waitForSelector('[data-testid="tour-step"]');
  assert((await page.getAttribute('[data-testid="tour-step"]', 'aria-live')) === 'polite', 'the step heading is not a live region');
  await page.focus('[data-testid="tour-next"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="tour-step"]').textContent.includes('step 2 of'));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="tour-step"]').textContent.includes('step 3 of'));
  await page.focus('[data-testid="tour-exit"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('axe-core: no serious or critical issue in the workspace and the tour', async () => {
  // The steps beyond text (multimodal, vision, latent) with their parts drawn: each waits for
  // its view's own content before the audit.
  for (const [query, size, ready] of [['', [1280, 800]], ['?tour=1&step=3', [1280, 800]], ['?tour=1&step=9', [390, 844]], ['', [390, 844]],
    ['?tour=1&step=13', [1280, 800], '[data-testid="mrope-caption"]'], ['?tour=1&step=14', [390, 844], '[data-testid="vision-caption"]'],
    ['?tour=1&step=15', [1280, 800], '[data-testid="latent-table"]']]) {
    const { page, problems } = await open(query, size);
    if (ready) await page.waitForSelector(ready, { timeout: 20000 });
    await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert(bad.length === 0, `${query} ${size}: ${bad.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target}`).join('; ')}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
