import { serve } from './server.mjs';
import { launch, watchedPage, lookAt } from './browser.mjs';
const server = await serve({ root: '/work/review-zh-dist' });
const browser = await launch();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const views = ['compasses', 'heatmap', 'score', 'invariance', 'distance', 'attention', 'frequencies', 'layers', 'longlab', 'absolute', 'multimodal', 'vision', 'latent', 'lesson', 'examples', 'mistakes', 'quiz', 'kernel'];
try {
  for (const lang of ['zh-CN', 'en']) {
    const { page } = await watchedPage(browser, { width: 1280, height: 800 });
    await page.goto(server.url + '?lang=' + lang);
    await page.waitForSelector('[data-testid="compass-canvas"]', { timeout: 30000 });
    await sleep(1000);
    for (const v of views) { try { await lookAt(page, v); } catch {} await sleep(300); }
    await sleep(1000);
    const ids = await page.evaluate(() => {
      const out = new Set(); const re = /^[a-z]+(-[a-z0-9_]+){2,}$/;
      const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let n; while ((n = w.nextNode())) { const t = n.textContent.trim(); if (re.test(t)) out.add(t + ' @' + (n.parentElement.closest('section')?.id || '')); }
      for (const el of document.querySelectorAll('[placeholder],[title],[aria-label]')) for (const a of ['placeholder', 'title', 'aria-label']) { const t = el.getAttribute(a); if (t && re.test(t.trim())) out.add('@' + a + ' ' + t + ' @' + (el.closest('section')?.id || '')); }
      return [...out];
    });
    console.log(lang, ids.length, JSON.stringify(ids));
    await page.close();
  }
} finally { await browser.close(); server.close(); }
