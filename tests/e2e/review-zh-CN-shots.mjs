import { serve } from './server.mjs';
import { launch, watchedPage, lookAt } from './browser.mjs';
const DIST = '/work/review-zh-dist';
const OUT = '/tmp/review-zh-CN';
const views = ['compasses', 'heatmap', 'score', 'invariance', 'distance', 'attention', 'frequencies', 'layers', 'longlab', 'absolute', 'multimodal', 'vision', 'latent', 'lesson', 'examples', 'mistakes', 'quiz', 'kernel'];
const server = await serve({ root: DIST });
const browser = await launch();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const which = process.argv[2] || 'all';
try {
  if (which === 'all' || which === 'views') {
    for (const [tag, vp] of [['w', { width: 1280, height: 800 }], ['n', { width: 390, height: 844 }]]) {
      const { page, problems } = await watchedPage(browser, vp);
      await page.goto(server.url + '?lang=zh-CN');
      await page.waitForSelector('[data-testid="compass-canvas"]', { timeout: 30000 });
      await sleep(1500);
      await page.screenshot({ path: `${OUT}/${tag}-top.png` });
      for (const v of views) {
        try { await lookAt(page, v); } catch (e) { console.log('lookAt fail', v, e.message); }
        await sleep(700);
        await page.evaluate((v) => document.querySelector(`#view-${v}`)?.scrollIntoView(), v);
        await sleep(300);
        await page.screenshot({ path: `${OUT}/${tag}-${v}.png` });
        await page.evaluate(() => window.scrollBy(0, 700));
        await sleep(300);
        await page.screenshot({ path: `${OUT}/${tag}-${v}-b.png` });
      }
      // find english leftovers: text nodes with latin words
      const eng = await page.evaluate(() => {
        const out = new Set();
        const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let n; while ((n = w.nextNode())) { const t = n.textContent.trim(); if (/[A-Za-z]{4,}\s+[A-Za-z]{3,}/.test(t) && !/[\u4e00-\u9fff]/.test(t)) out.add(t.slice(0, 120)); }
        for (const el of document.querySelectorAll('[title],[aria-label],[placeholder]')) for (const a of ['title','aria-label','placeholder']) { const t = el.getAttribute(a); if (t && /[A-Za-z]{4,}\s+[A-Za-z]{3,}/.test(t) && !/[\u4e00-\u9fff]/.test(t)) out.add('@' + a + ': ' + t.slice(0, 120)); }
        return [...out];
      });
      console.log(tag, 'ENGLISH?', JSON.stringify(eng, null, 1));
      // overflow check
      const ov = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.scrollWidth > e.clientWidth + 2 && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0 && e.children.length === 0).slice(0, 30).map(e => `${e.tagName}.${e.className} ${e.scrollWidth}>${e.clientWidth} ${e.textContent.slice(0, 40)}`));
      console.log(tag, 'OVERFLOW', JSON.stringify(ov, null, 1));
      console.log(tag, 'docwidth', await page.evaluate(() => document.documentElement.scrollWidth));
      console.log(tag, 'problems', problems);
      await page.close();
    }
  }
  if (which === 'all' || which === 'tour') {
    for (let n = 1; n <= 16; n++) {
      const { page } = await watchedPage(browser, { width: 1280, height: 800 });
      await page.goto(server.url + `?lang=zh-CN&tour=1&step=${n}`);
      try { await page.waitForSelector('[data-testid="tour-step"]', { timeout: 30000 }); } catch (e) { console.log('tour', n, e.message); }
      await sleep(1500);
      await page.screenshot({ path: `${OUT}/tour-${n}.png` });
      await page.close();
    }
    const { page } = await watchedPage(browser, { width: 390, height: 844 });
    await page.goto(server.url + `?lang=zh-CN&tour=1&step=3`);
    await page.waitForSelector('[data-testid="tour-step"]', { timeout: 30000 }); await sleep(1500);
    await page.screenshot({ path: `${OUT}/tour-n3.png` });
    await page.close();
  }
  if (which === 'all' || which === 'author') {
    for (const [tag, vp] of [['w', { width: 1280, height: 800 }], ['n', { width: 390, height: 844 }]]) {
      const { page } = await watchedPage(browser, vp);
      await page.goto(server.url + '?lang=zh-CN&author=1');
      await sleep(5000);
      await page.screenshot({ path: `${OUT}/author-${tag}.png`, fullPage: true });
      await page.close();
    }
  }
} finally { await browser.close(); server.close(); }
