import { serve } from './server.mjs';
import { launch, watchedPage, lookAt } from './browser.mjs';
const server = await serve({ root: '/work/review-zh-dist' });
const browser = await launch();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
try {
  const { page } = await watchedPage(browser, { width: 1280, height: 800 });
  await page.goto(server.url + '?lang=zh-CN');
  await page.waitForSelector('[data-testid="compass-canvas"]', { timeout: 30000 });
  await sleep(1500);
  for (const v of ['frequencies', 'kernel']) { await lookAt(page, v); await sleep(500); }
  const res = await page.evaluate(() => {
    const want = ['Angle heatmap', 'Shift both tokens', 'Kernel at real size', 'gpt-oss 20B', 'No scaling: wavelengths', 'None (plain RoPE)', 'Dynamic NTK', 'ropescope needs JavaScript'];
    const out = [];
    const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n; while ((n = w.nextNode())) {
      const t = n.textContent;
      if (want.some((x) => t.includes(x))) {
        let e = n.parentElement; const path = [];
        for (let i = 0; e && i < 6; i++, e = e.parentElement) path.push(e.tagName + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : '') + (e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''));
        const r = n.parentElement.getBoundingClientRect();
        out.push(`${t.slice(0, 50)} | ${path.join(' < ')} | visible=${r.width > 0 && r.height > 0} ${getComputedStyle(n.parentElement).display}`);
      }
    }
    for (const el of document.querySelectorAll('[aria-label*="No scaling"]')) out.push('ARIA ' + el.tagName + ' ' + el.className + ' ' + el.parentElement?.className);
    return out;
  });
  console.log(res.join('\n'));
  await page.close();
} finally { await browser.close(); server.close(); }
