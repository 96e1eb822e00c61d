import { serve } from './server.mjs';
import { launch, watchedPage, lookAt } from './browser.mjs';
const [,, lang, view, tag, w = '1280', h = '800'] = process.argv;
const server = await serve({ root: '/work/review-es-dist' });
const browser = await launch();
try {
  const { page, problems } = await watchedPage(browser, { width: +w, height: +h });
  await page.goto(server.url + `?lang=${lang}&view=${view}`);
  await page.waitForSelector('#view-' + view, { timeout: 30000 });
  await lookAt(page, view, 20000); await new Promise(r => setTimeout(r, 4000));
  await lookAt(page, view, 20000);
  await (await page.$(`#view-${view}`)).screenshot({ path: `/tmp/review-es/${tag}.png` });
  console.log(problems);
} finally { await browser.close(); server.close(); }
