import { serve } from './server.mjs';
import { launch, watchedPage } from './browser.mjs';
const server = await serve({ root: '/work/review-zh-dist' });
const browser = await launch();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const OUT = '/tmp/review-zh-CN';
try {
  for (const [tag, vp] of [['w', { width: 1280, height: 800 }], ['n', { width: 390, height: 844 }]]) {
    const { page } = await watchedPage(browser, vp);
    await page.goto(server.url + '?lang=zh-CN&author=1');
    await page.waitForSelector('[data-testid="author"]', { timeout: 30000 });
    await sleep(1500);
    await page.evaluate(() => document.querySelector('[data-testid="author"]').scrollIntoView());
    await sleep(300);
    await page.screenshot({ path: `${OUT}/ed-${tag}-1.png` });
    await page.click('[data-testid="author-add"]');
    await sleep(1000);
    await page.evaluate(() => document.querySelector('[data-testid="author-steps"]').scrollIntoView());
    await sleep(300);
    await page.screenshot({ path: `${OUT}/ed-${tag}-2.png` });
    await page.evaluate(() => window.scrollBy(0, 700)); await sleep(300);
    await page.screenshot({ path: `${OUT}/ed-${tag}-3.png` });
    await page.evaluate(() => window.scrollBy(0, 700)); await sleep(300);
    await page.screenshot({ path: `${OUT}/ed-${tag}-4.png` });
    await page.evaluate(() => window.scrollBy(0, 700)); await sleep(300);
    await page.screenshot({ path: `${OUT}/ed-${tag}-5.png` });
    // select a question kind if there is a select
    const txt = await page.evaluate(() => document.querySelector('[data-testid="author"]').innerText);
    console.log(tag, txt.slice(0, 3000));
    await page.close();
    const p2 = (await watchedPage(browser, vp)).page;
    await p2.goto(server.url + '?lang=zh-CN');
    await p2.waitForSelector('[data-testid="compass-canvas"]', { timeout: 30000 });
    await sleep(1000);
    const opened = await p2.evaluate(() => { const s = [...document.querySelectorAll('summary')].find((e) => e.textContent.trim() === '嵌入'); if (!s) return false; s.click(); return true; });
    await sleep(2000);
    await p2.screenshot({ path: `${OUT}/embed-${tag}.png` });
    await p2.evaluate(() => { const e = document.querySelector('[data-testid="embed-builder"]'); if (e) e.scrollTop = 600; e?.closest('.popover')?.scrollBy?.(0, 600); });
    await sleep(300);
    await p2.screenshot({ path: `${OUT}/embed-${tag}-2.png` });
    console.log(tag, 'embed opened', opened);
    await p2.close();
  }
} finally { await browser.close(); server.close(); }
