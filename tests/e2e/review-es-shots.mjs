import { serve } from './server.mjs';
import { launch, watchedPage, lookAt } from './browser.mjs';
const DIST = '/work/review-es-dist';
const OUT = '/tmp/review-es';
const views = ['compasses','heatmap','score','invariance','distance','attention','frequencies','layers','longlab','absolute','multimodal','vision','latent','lesson','examples','mistakes','quiz','kernel'];
const only = process.argv[2] || 'all';
const server = await serve({ root: DIST });
const browser = await launch();
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
try {
  if (only === 'all' || only === 'views') for (const [tag, vp] of [['d', { width: 1280, height: 800 }], ['m', { width: 390, height: 844 }]]) {
    const { page, problems } = await watchedPage(browser, vp);
    await page.goto(server.url + '?lang=es');
    await page.waitForSelector('[data-testid="compass-canvas"]', { timeout: 30000 });
    await sleep(1500);
    await page.screenshot({ path: `${OUT}/${tag}-top.png` });
    for (const v of views) {
      try { await lookAt(page, v, 20000); await sleep(800);
        const el = await page.$(`#view-${v}`);
        await el.screenshot({ path: `${OUT}/${tag}-${v}.png` });
      } catch (e) { console.log('fail', tag, v, e.message.slice(0, 200)); }
    }
    // horizontal overflow check
    const ov = await page.evaluate(() => { const out = []; const W = document.documentElement.clientWidth; for (const e of document.querySelectorAll('body *')) { const r = e.getBoundingClientRect(); if (r.width > 0 && r.right > W + 1 && e.children.length === 0 && e.textContent.trim()) out.push(e.tagName + '.' + e.className + ': ' + e.textContent.trim().slice(0, 60)); } return out.slice(0, 40); });
    console.log(tag, 'overflow', JSON.stringify(ov, null, 1));
    console.log(tag, 'problems', problems.slice(0, 10));
    if (tag === 'd') {
      await page.evaluate(() => window.scrollTo(0, 0));
      try { await page.click('.embed-box summary'); await sleep(1200); const pop = await page.$('.embed-box .popover'); await (pop || page).screenshot({ path: `${OUT}/d-embed.png` }); } catch (e) { console.log('embed fail', e.message); }
    }
    await page.close();
  }
  if (only === 'all' || only === 'tour') {
    const { page } = await watchedPage(browser, { width: 1280, height: 800 });
    for (let n = 1; n <= 16; n++) {
      await page.goto(server.url + `?lang=es&tour=1&step=${n}`);
      try { await page.waitForSelector('[data-testid="tour-step"]', { timeout: 30000 }); } catch (e) { console.log('tour', n, 'no step'); }
      await sleep(1500);
      await page.screenshot({ path: `${OUT}/tour-${String(n).padStart(2,'0')}.png` });
    }
    await page.close();
  }
  if (only === 'all' || only === 'author') {
    for (const [tag, vp] of [['d', { width: 1280, height: 800 }], ['m', { width: 390, height: 844 }]]) {
      const { page } = await watchedPage(browser, vp);
      await page.goto(server.url + '?lang=es&author=1');
      await sleep(4000);
      await page.screenshot({ path: `${OUT}/${tag}-author.png`, fullPage: true });
      await page.close();
    }
  }
} finally { await browser.close(); server.close(); }
