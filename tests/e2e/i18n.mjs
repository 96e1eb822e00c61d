// Every language at a laptop's and a phone's size (dist/, headless Chromium): English, Simplified
// Chinese and Spanish (`lang=`), at 1280 x 800 and 390 x 844, and the browser's own preference
// without `lang=`:
// - `<html lang>` follows the language, and the page's words are that language's (the toolbar's
//   language menu shows it; a sample of the page's text is mostly CJK in Chinese);
// - every view opens (each on-demand part mounted) and shows the same numbers as in English
//   (every table cell and readout, compared as sorted lists: a sentence may order them its own way);
// - every step of the guided tour, walked by Next, cites the same numbers as in English;
// - no message is missing (no `[message-id]` on the page, no console error: a missing message is
//   logged as one), nothing scrolls sideways, no label, button, heading or cell is cut (its text
//   wider than its box where the box clips it);
// - the language menu switches the language and keeps the settings in the address.
// Usage: node tests/e2e/i18n.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil, lookAt } from './browser.mjs';
import { VIEWS } from './views.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const server = await serve({ root: dist });
const browser = await launch();
const t = harness('i18n');

const LANGS = ['en', 'zh-CN', 'es'];
const SIZES = [[1280, 800], [390, 844]];
// A message id shown in brackets: what the catalogue prints for a message no file has.
const MISSING = /\[[a-z][a-z0-9]*(-[a-z0-9]+)+(\.[a-z-]+)?\]/;
const NUMBER = /-?\d+(\.\d+)?(e[-+]?\d+)?/g;
// Every message id (English's files): one shown as it is means a component passed an id where
// it meant its text.
const IDS = (() => {
  const ids = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const f = path.join(dir, e.name);
      if (e.isDirectory()) walk(f);
      else if (f.endsWith('.ftl')) for (const m of fs.readFileSync(f, 'utf8').matchAll(/^([a-z][a-z0-9]*(?:-[a-z0-9]+)+) =/gm)) ids.push(m[1]);
    }
  };
  walk(path.join(here, '../../www/locales/en'));
  if (ids.length < 1000) throw new Error(`i18n.mjs: read only ${ids.length} message ids`);
  return ids;
})();

async function open(query, [width, height], locale) {
  const context = await browser.newContext({ viewport: { width, height }, locale: locale || 'en-US' });
  const w = await watchedPage(context, { width, height });
  await w.page.goto(server.url + query, { waitUntil: 'load' });
  await w.page.waitForSelector('section.view', { timeout: 20000 });
  return { ...w, context };
}

// The state of the page as a learner sees it: problems a language can cause.
async function layoutProblems(page) {
  return page.evaluate(([missing, ids]) => {
    const found = [];
    const known = new Set(ids);
    const said = [document.body.innerText];
    for (const el of document.querySelectorAll('[placeholder], [title], [aria-label], [alt]')) {
      for (const a of ['placeholder', 'title', 'aria-label', 'alt']) if (el.hasAttribute(a)) said.push(el.getAttribute(a));
    }
    for (const text of said) {
      for (const token of text.split(/[\s,.;:()"“”'«»（）：，。]+/)) {
        if (token.includes('-') && known.has(token)) found.push(`a message id shows instead of its text: ${token}`);
      }
    }
    const text = document.body.innerText;
    const m = new RegExp(missing).exec(text);
    if (m) found.push(`a missing message shows: ${m[0]}`);
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) found.push(`sideways scroll: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const clips = (s) => s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
    for (const el of document.querySelectorAll('button, label, summary, th, td, select, h1, h2, h3, .caption, .readout, legend, .chip')) {
      // Screen-reader-only labels (clipped to a pixel on purpose) are not cut.
      if (!el.offsetParent || el.clientWidth <= 2) continue;
      const s = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && clips(s)) {
        found.push(`cut: <${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
    }
    return [...new Set(found)].slice(0, 12);
  }, [MISSING.source, IDS]);
}

// Every number a view shows in its tables and readouts, sorted.
async function viewNumbers(page, view) {
  return page.evaluate(([v, number]) => {
    const section = document.getElementById(`view-${v}`);
    if (!section) return null;
    const out = [];
    const re = new RegExp(number, 'g');
    for (const el of section.querySelectorAll('td, [data-testid]')) {
      if (el.matches('[data-testid]') && el.children.length > 0) continue;
      out.push(...(el.textContent.match(re) || []));
    }
    return out.sort();
  }, [view, NUMBER.source]);
}

async function allParts(page) {
  for (const v of VIEWS) await lookAt(page, v, 30000);
  await waitUntil(page, 'every part mounted', () => [...document.querySelectorAll('.part-slot')]
    .every((s) => s.querySelector('.part-body')?.childElementCount > 0), undefined, 30000);
}

const english = new Map();

for (const size of SIZES) {
  const tag = `${size[0]} x ${size[1]}`;
  for (const lang of LANGS) {
    await t.check(`${lang}, ${tag}: every view, the same numbers as English, nothing missing, cut or sideways`, async () => {
      const { page, problems, context } = await open(`?lang=${lang}&view=${VIEWS.join(',')}`, size);
      const htmlLang = await page.evaluate(() => document.documentElement.lang);
      assert(htmlLang === lang, `<html lang="${htmlLang}">`);
      await allParts(page);
      if (lang === 'zh-CN') {
        const share = await page.evaluate(() => {
          const s = document.querySelector('#view-compasses p.caption')?.textContent || '';
          const cjk = (s.match(/[\u4e00-\u9fff]/g) || []).length;
          const latin = (s.match(/[A-Za-z]/g) || []).length;
          return { cjk, latin };
        });
        assert(share.cjk > share.latin, `the compasses' caption is not Chinese: ${JSON.stringify(share)}`);
      }
      const mismatched = [];
      for (const v of VIEWS) {
        const key = `${tag}/${v}`;
        // A view computes while in sight: bring it back and wait until it shows its numbers
        // (as many as in English; English's own run waits for its table to stop growing).
        await lookAt(page, v, 30000);
        const want = english.get(key)?.length;
        if (want !== undefined) {
          // As many numbers as English's (a slow view may still be computing); a view that
          // never gets there fails below with both lists.
          await waitUntil(page, `view ${v} showing ${want} numbers`, ([sel, n, number]) => {
            const s = document.getElementById(sel);
            let c = 0;
            for (const el of s.querySelectorAll('td, [data-testid]')) {
              if (el.matches('[data-testid]') && el.children.length > 0) continue;
              c += (el.textContent.match(new RegExp(number, 'g')) || []).length;
            }
            if (c < n) s.scrollIntoView();
            return c >= n;
          }, [`view-${v}`, want, NUMBER.source], 20000).catch(() => {});
        } else {
          // English: until the view's numbers stop changing over a few frames.
          let last = -1;
          for (let i = 0; i < 200; i++) {
            const n = (await viewNumbers(page, v)).length;
            if (n > 0 && n === last) break;
            last = n;
            await page.waitForFunction(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true)))));
          }
        }
        const numbers = await viewNumbers(page, v);
        assert(numbers, `view ${v} missing`);
        if (lang === 'en') english.set(key, numbers);
        else if (!english.has(key)) mismatched.push(`${v}: no English numbers to compare with (English's run at this size did not run)`);
        else if (numbers.join(' ') !== english.get(key).join(' ')) {
          mismatched.push(`${v}: ${numbers.length} numbers vs English's ${english.get(key).length} (${numbers.slice(0, 8).join(' ')} | ${english.get(key).slice(0, 8).join(' ')})`);
        }
      }
      assert(mismatched.length === 0, `numbers differ from English's:\n${mismatched.join('\n')}`);
      const layout = await layoutProblems(page);
      assert(layout.length === 0, layout.join('\n'));
      assert(problems.length === 0, problems.join('\n'));
      await context.close();
    });
  }
}

// The tour's steps, each by its link, in each language: the numbers its text cites.
const steps = await (async () => {
  const { page, context } = await open('?tour=1', [1280, 800]);
  await page.waitForSelector('[data-testid="tour-step"]', { timeout: 20000 });
  const n = await page.evaluate(() => Number(/of (\d+)/.exec(document.querySelector('[data-testid="tour-step"]').textContent)?.[1] || 0));
  await context.close();
  return n;
})();

// The tour, walked by Next as a learner goes, in each language at each size: every step's text
// and question cite English's numbers (compared as sorted lists).
const cited = new Map();
for (const size of SIZES) {
  const tag = `${size[0]} x ${size[1]}`;
  for (const lang of LANGS) {
    await t.check(`${lang}, ${tag}: the tour's ${steps} steps by Next cite English's numbers, nothing missing, cut or sideways`, async () => {
      assert(steps >= 10, `the tour has ${steps} steps`);
      const bad = [];
      const { page, problems, context } = await open(`?lang=${lang}&tour=1`, size);
      for (let k = 0; k < steps; k++) {
        await page.waitForSelector('[data-testid="tour-notice"]', { timeout: 20000 });
        await waitUntil(page, `step ${k + 1}'s text`, () => document.querySelector('[data-testid="tour-notice"]').textContent.trim().length > 0);
        const { numbers, heading } = await page.evaluate((number) => {
          const text = document.querySelector('[data-testid="tour-notice"]').textContent
            + ' ' + (document.querySelector('[data-testid="tour-question"]')?.textContent || '');
          return {
            numbers: (text.match(new RegExp(number, 'g')) || []).sort(),
            heading: document.querySelector('[data-testid="tour-step"]').textContent,
          };
        }, NUMBER.source);
        if (lang === 'en' && size === SIZES[0]) cited.set(k, numbers);
        else if (!cited.has(k)) bad.push(`step ${k + 1}: no English numbers to compare with (English's 1280 x 800 walk did not run)`);
        else if (numbers.join(' ') !== cited.get(k).join(' ')) {
          bad.push(`step ${k + 1}: ${numbers.join(' ')} | English ${cited.get(k).join(' ')}`);
        }
        bad.push(...(await layoutProblems(page)).map((l) => `step ${k + 1}: ${l}`));
        if (k + 1 < steps) {
          await page.click('[data-testid="tour-next"]');
          await waitUntil(page, `step ${k + 2}`, (h) => document.querySelector('[data-testid="tour-step"]')?.textContent !== h, heading);
        }
      }
      // The last step loads the real model on request only; nothing here asks for it.
      bad.push(...problems);
      await context.close();
      assert(bad.length === 0, bad.join('\n'));
    });
  }
}

await t.check('without lang=, the browser\'s preferred language; the menu switches and keeps the settings', async () => {
  const { page, problems, context } = await open('?dim=12&base=500', [1280, 800], 'es-MX');
  assert((await page.evaluate(() => document.documentElement.lang)) === 'es', 'an es-MX browser gets Spanish');
  const menu = page.locator('[data-testid="language"]');
  assert((await menu.inputValue()) === 'es', 'the menu shows Spanish');
  await Promise.all([page.waitForURL(/lang=zh-CN/, { timeout: 20000 }), menu.selectOption('zh-CN')]);
  await page.waitForSelector('section.view', { timeout: 20000 });
  await waitUntil(page, 'the page in Chinese', () => document.documentElement.lang === 'zh-CN');
  const search = await page.evaluate(() => location.search);
  assert(search.includes('dim=12') && search.includes('base=500'), `settings lost: ${search}`);
  assert(problems.length === 0, problems.join('\n'));
  await context.close();
});

await browser.close();
await server.close();
process.exit(t.done() ? 0 : 1);
