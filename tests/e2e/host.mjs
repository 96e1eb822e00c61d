// End-to-end checks of the course-page API (app::host): a course page on one origin embeds the
// built widget (dist/) served from another, and drives it through every message:
// ready, set (state changes, a state event arrives), a bad set (an error event, state
// unchanged), get, view, a quiz answer (an answer event with the right correctness), locked
// controls (the learner cannot change them, the host can), a message from a window that is not
// the parent (ignored), a malformed or unknown message, and origin= (messages from any other
// origin ignored, and nothing posted to them). axe-core in embed mode with locked controls.
// Usage: node tests/e2e/host.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const axeSource = fs.readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');

// The widget's origin (A).
const widget = await serve({ root: dist, prefix: '/ropescope/' });
// The course pages' origin (B): pages written here, per test.
const pages = new Map();
const course = http.createServer((req, res) => {
  const body = pages.get(new URL(req.url, 'http://x').pathname);
  if (!body) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
});
await new Promise((ok) => course.listen(0, '127.0.0.1', ok));
const courseOrigin = `http://127.0.0.1:${course.address().port}`;
const widgetOrigin = new URL(widget.url).origin;
assert(courseOrigin !== widgetOrigin, 'two origins');

// A course page: the widget's frame, a sibling frame of the same origin, and a log of every
// message that comes from the widget's frame.
function coursePage(name, query) {
  pages.set(`/${name}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"></head><body>
<h1>Course page</h1>
<script>
  window.events = [];
  addEventListener('message', (e) => {
    const frame = document.getElementById('w');
    if (frame && e.source === frame.contentWindow) window.events.push({ origin: e.origin, data: e.data });
  });
  window.send = (msg) => document.getElementById('w').contentWindow.postMessage(msg, '*');
</script>
<iframe id="w" title="ropescope" src="${widget.url}?${query}" width="960" height="800"></iframe>
<iframe id="sibling" title="another frame" src="${courseOrigin}/sibling.html" width="200" height="100"></iframe>
</body></html>`);
  return `${courseOrigin}/${name}.html`;
}
pages.set('/sibling.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sibling</title><link rel="icon" href="data:,"></head><body>
<script>
  // Posts into the widget's frame (its parent's first frame): not the widget's parent.
  window.poke = (msg) => parent.frames[0].postMessage(msg, '*');
</script></body></html>`);

const browser = await launch();
const t = harness('host');

async function openCourse(name, query) {
  const w = await watchedPage(browser, { width: 1100, height: 1000 });
  await w.page.goto(coursePage(name, query), { waitUntil: 'load' });
  return w;
}
const events = (page, type) => page.evaluate((type) => window.events.filter((e) => e.data && e.data.type === type), type);
async function next(page, type, count) {
  await page.waitForFunction(([type, count]) => window.events.filter((e) => e.data && e.data.type === type).length > count, [type, count], { timeout: 15000 });
  const all = await events(page, type);
  return all[all.length - 1];
}
const frameOf = (page) => page.frames().find((f) => f.url().startsWith(widget.url));
// Asks the widget for its state and waits for the answer: it comes after every message posted
// before it was handled, and after every answer to those (errors included).
async function answered(page) {
  const n = (await events(page, 'ropescope:state')).length;
  await page.evaluate(() => window.send({ type: 'ropescope:get' }));
  await next(page, 'ropescope:state', n);
}
// In the widget's frame, a listener of our own for a `test:probe` message (the widget ignores
// types that are not its own): messages are delivered in order, so once the probe is heard, the
// widget's listener has handled every message sent before it by the same sender.
async function listenForProbe(frame) {
  await frame.evaluate(() => { window.probeHeard = false; addEventListener('message', (e) => { if (e.data?.type === 'test:probe') window.probeHeard = true; }); });
}
async function probed(frame) {
  await waitUntil(frame, 'the probe after the messages', () => window.probeHeard);
}

const LOCKED = `embed=1&view=score,quiz&lock=dim&controls=sentence,dim,base,scaling&origin=${encodeURIComponent(courseOrigin)}`;

await t.check('ready, set, bad set, get, view: each answered as documented', async () => {
  const { page, problems } = await openCourse('api', LOCKED);
  const ready = await next(page, 'ropescope:ready', 0);
  assert(ready.origin === widgetOrigin, `ready from ${ready.origin}`);
  assert(typeof ready.data.version === 'string' && ready.data.version.length > 0, 'a version');
  assert(typeof ready.data.query === 'string' && ready.data.ui.includes('lock=dim'), `ready: ${JSON.stringify(ready.data)}`);
  // set: the state changes, a state event arrives, the frame shows it.
  let n = (await events(page, 'ropescope:state')).length;
  await page.evaluate(() => window.send({ type: 'ropescope:set', query: 'dim=32&base=500000' }));
  let state = await next(page, 'ropescope:state', n);
  assert(state.data.query.includes('dim=32') && state.data.query.includes('base=500000'), `state: ${state.data.query}`);
  const frame = frameOf(page);
  assert((await frame.inputValue('[data-testid="dim"]')) === '32', 'the frame shows d = 32');
  // A bad set: an error naming the key, and the state unchanged.
  const errors = (await events(page, 'ropescope:error')).length;
  await page.evaluate(() => window.send({ type: 'ropescope:set', query: 'base=1000&dim=7' }));
  const err = await next(page, 'ropescope:error', errors);
  assert(err.data.key === 'dim' && err.data.got === '7' && /even/.test(err.data.expected), `error: ${JSON.stringify(err.data)}`);
  // get: the state, still d = 32 and base 500000 (all or nothing: base=1000 did not apply).
  n = (await events(page, 'ropescope:state')).length;
  await page.evaluate(() => window.send({ type: 'ropescope:get' }));
  state = await next(page, 'ropescope:state', n);
  assert(state.data.query.includes('dim=32') && state.data.query.includes('base=500000'), `after the bad set: ${state.data.query}`);
  // view: a view this embed does not show comes on screen.
  assert((await frame.locator('#view-heatmap').count()) === 0, 'heatmap shown before it was asked for');
  await page.evaluate(() => window.send({ type: 'ropescope:view', view: 'heatmap' }));
  await frame.waitForSelector('#view-heatmap canvas');
  const bad = (await events(page, 'ropescope:error')).length;
  await page.evaluate(() => window.send({ type: 'ropescope:view', view: 'nonsense' }));
  const viewErr = await next(page, 'ropescope:error', bad);
  assert(viewErr.data.key === 'view', JSON.stringify(viewErr.data));
  // An unknown ropescope message: an error; other messages, malformed or not ours: nothing.
  const before = (await events(page, 'ropescope:error')).length;
  await page.evaluate(() => {
    window.send('just a string'); window.send(null); window.send({ type: 42 }); window.send({ type: 'other-library:ping' });
    window.send({ type: 'ropescope:set' }); window.send({ type: 'ropescope:bogus' });
    window.send({ type: 'ropescope:set', query: 'text=' + 'a'.repeat(70000) });
  });
  // The answer to a get comes after every message posted before it was handled.
  await answered(page);
  const errs = (await events(page, 'ropescope:error')).slice(before).map((e) => e.data.key);
  assert(JSON.stringify(errs) === JSON.stringify(['query', 'type', 'query']), `errors: ${JSON.stringify(errs)}`);
  assert((await frame.inputValue('[data-testid="dim"]')) === '32', 'a refused message changed the state');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('locked controls: the learner cannot change them, the host can', async () => {
  const { page, problems } = await openCourse('lock', LOCKED);
  await next(page, 'ropescope:ready', 0);
  const frame = frameOf(page);
  assert(await frame.locator('[data-testid="dim"]').evaluate((el) => el.readOnly), 'd is read-only');
  assert((await frame.locator('[data-testid="locked"]:visible').count()) === 1, 'one "fixed by this page" note');
  await frame.click('[data-testid="dim"]');
  await frame.page().keyboard.type('4');
  await answered(page);
  assert((await frame.inputValue('[data-testid="dim"]')) === '16', 'the learner changed a locked d');
  // Unlocked controls still work for the learner.
  const n = (await events(page, 'ropescope:state')).length;
  await frame.fill('[data-testid="base"]', '20000');
  const state = await next(page, 'ropescope:state', n);
  assert(state.data.query.includes('base=20000') && !state.data.query.includes('dim='), state.data.query);
  // The host changes the locked key.
  await page.evaluate(() => window.send({ type: 'ropescope:set', query: 'dim=64' }));
  await frame.waitForFunction(() => document.querySelector('[data-testid="dim"]').value === '64');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a host message that opens a tour step keeps the locked keys', async () => {
  const { page, problems } = await openCourse('lock-tour', `embed=1&view=score&lock=base&base=500000&origin=${encodeURIComponent(courseOrigin)}`);
  await next(page, 'ropescope:ready', 0);
  const frame = frameOf(page);
  const n = (await events(page, 'ropescope:state')).length;
  await page.evaluate(() => window.send({ type: 'ropescope:view', step: 4 }));
  await frame.waitForFunction(() => /step 4\b/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''), null, { timeout: 15000 });
  const state = await next(page, 'ropescope:state', n);
  assert(state.data.query.includes('base=500000'), `the tour step dropped the locked base: ${state.data.query}`);
  assert((await frame.inputValue('[data-testid="base"]')) === '500000', 'the locked base field changed');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a path under a lock it conflicts with: each step says what the lock kept, no "n/a"', async () => {
  const { page, problems } = await openCourse('lock-path', `embed=1&view=heatmap,score&lock=dim&dim=32&origin=${encodeURIComponent(courseOrigin)}`);
  await next(page, 'ropescope:ready', 0);
  const frame = frameOf(page);
  const lecture = JSON.parse(fs.readFileSync(path.join(dist, 'paths/decay-and-distance.json'), 'utf8'));
  await page.evaluate((p) => window.send({ type: 'ropescope:path', path: p }), lecture);
  await frame.waitForFunction(() => /step 1 of 4/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''), null, { timeout: 15000 });
  const note = () => frame.evaluate(() => document.querySelector('[data-testid="tour-lock"]')?.textContent || '');
  await waitUntil(frame, 'the lock note of step 1', () => /dim = 128 asked, 32 kept/.test(document.querySelector('[data-testid="tour-lock"]')?.textContent || ''));
  assert((await frame.inputValue('[data-testid="dim"]')) === '32', 'the lock kept d = 32');
  // Step 2 asks d = 16: kept 32 again, said again.
  await frame.click('[data-testid="tour-next"]');
  await waitUntil(frame, 'the lock note of step 2', () => /dim = 16 asked, 32 kept/.test(document.querySelector('[data-testid="tour-lock"]')?.textContent || ''));
  await frame.click('[data-testid="tour-next"]');
  await frame.click('[data-testid="tour-next"]');
  await frame.waitForFunction(() => /step 4 of 4/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''));
  await waitUntil(frame, 'the lock note of step 4', () => /dim = 64 asked, 32 kept/.test(document.querySelector('[data-testid="tour-lock"]')?.textContent || ''));
  const notice = await frame.textContent('[data-testid="tour-notice"]');
  assert(!/n\/a/.test(notice) && /no pair 31/.test(notice), `step 4: ${notice} (${await note()})`);
  // Without the conflict (the host sets the asked d: it may), no note.
  await page.evaluate(() => window.send({ type: 'ropescope:set', query: 'dim=64&orig=4096' }));
  await waitUntil(frame, 'no lock note once the values agree', () => !document.querySelector('[data-testid="tour-lock"]'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a path in an embed: its card starts the frame and the course page is asked to scroll to it', async () => {
  const w = await watchedPage(browser, { width: 1200, height: 900 });
  const page = w.page;
  await page.goto(widget.url + 'embed-example.html', { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('#ropescope-frame')?.dataset.resized === 'true', null, { timeout: 15000 });
  const frame = page.frames().find((f) => f.url().includes('embed=1'));
  await frame.waitForSelector('#view-score', { timeout: 15000 });
  await page.click('[data-testid="example-path-decay"]');
  await frame.waitForFunction(() => /step 1 of 4/.test(document.querySelector('[data-testid="tour-step"]')?.textContent || ''), null, { timeout: 15000 });
  // The example page pairs no lock with its lectures that they conflict with.
  assert((await frame.locator('[data-testid="tour-lock"]').count()) === 0, `a lock note: ${await frame.locator('[data-testid="tour-lock"]').allTextContents()}`);
  // The card is on the frame's first screen, and the course page scrolled it into sight.
  const inFrame = await frame.evaluate(() => document.querySelector('[data-testid="tour"]').getBoundingClientRect().top + scrollY);
  assert(inFrame < 600, `the card starts ${inFrame} px down the frame`);
  await waitUntil(page, 'the card in sight on the course page', () => {
    const f = document.getElementById('ropescope-frame').getBoundingClientRect();
    const card = f.top + Number(document.querySelector('[data-testid="event-log"]').textContent.match(/ropescope:scroll (\d+)/)?.[1] ?? NaN);
    return card >= -1 && card < innerHeight / 2;
  });
  // The step's views follow the card; the embed's own views come back when the path ends.
  assert((await frame.locator('#view-heatmap').count()) === 0, 'the embed\'s heatmap stays between the card and its views');
  // The step's first view on the page (score, of distance and score) right under the card.
  const below = await frame.evaluate(() => document.querySelector('#view-score').getBoundingClientRect().top - document.querySelector('[data-testid="tour"]').getBoundingClientRect().bottom);
  assert(below >= 0 && below < 200, `the step's view starts ${below} px below the card`);
  assert((await frame.locator('#view-distance').count()) === 1, 'the step\'s second view');
  await frame.click('[data-testid="tour-exit"]');
  await frame.waitForSelector('#view-heatmap', { timeout: 15000 });
  // Each height is posted once (no two height messages in a row give the same height).
  const heights = await page.$$eval('[data-testid="event-log"] li', (lis) => lis.map((li) => /^ropescope:height (\d+)/.exec(li.textContent)?.[1]).filter(Boolean));
  assert(heights.length > 0 && heights.every((h, i) => i === 0 || h !== heights[i - 1]), `heights: ${heights.join(', ')}`);
  assert(w.problems.length === 0, w.problems.join('\n'));
  await page.close();
});

await t.check('a quiz answer reaches the course page with its correctness', async () => {
  const { page, problems } = await openCourse('quiz', LOCKED);
  await next(page, 'ropescope:ready', 0);
  const frame = frameOf(page);
  await frame.evaluate(() => document.querySelector('#view-quiz').scrollIntoView());
  await frame.waitForSelector('[data-testid="question"] input[type="radio"]', { timeout: 15000 });
  for (const choice of [0, 1]) {
    const n = (await events(page, 'ropescope:answer')).length;
    await frame.locator('[data-testid="question"]').first().locator('input[type="radio"]').nth(choice).check();
    await frame.click('[data-testid="check-0"]');
    const answer = await next(page, 'ropescope:answer', n);
    // The widget marks the right choice once revealed: the event must agree with it.
    const right = await frame.locator('[data-testid="question"]').first().locator('label.choice').nth(choice).evaluate((l) => l.classList.contains('correct'));
    assert(answer.data.question === 'quiz:shift' && answer.data.choice === choice && answer.data.correct === right,
      `answer ${JSON.stringify(answer.data)}, right=${right}`);
  }
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a message from a window that is not the parent is ignored', async () => {
  const { page, problems } = await openCourse('not-parent', LOCKED);
  await next(page, 'ropescope:ready', 0);
  const sibling = page.frames().find((f) => f.url().endsWith('/sibling.html'));
  await sibling.waitForFunction(() => typeof window.poke === 'function');
  const errors = (await events(page, 'ropescope:error')).length;
  const frame = frameOf(page);
  await listenForProbe(frame);
  // The sibling's last message is a probe: once it arrives, the widget has handled the others.
  await sibling.evaluate(() => { window.poke({ type: 'ropescope:set', query: 'base=777' }); window.poke({ type: 'ropescope:bogus' }); window.poke({ type: 'test:probe' }); });
  await probed(frame);
  await answered(page);
  assert((await frame.inputValue('[data-testid="base"]')) === '10000', 'a sibling frame changed the state');
  assert((await events(page, 'ropescope:error')).length === errors, 'a sibling frame got an answer');
  // The parent's own message still works.
  await page.evaluate(() => window.send({ type: 'ropescope:set', query: 'base=777' }));
  await frame.waitForFunction(() => document.querySelector('[data-testid="base"]').value === '777');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('origin=: messages from any other origin are ignored, and nothing is posted to it', async () => {
  const elsewhere = 'https://course.example.org';
  const { page, problems } = await openCourse('origin', `embed=1&view=score&origin=${encodeURIComponent(elsewhere)}`);
  await waitUntil(page, 'the widget frame', () => document.getElementById('w')?.contentWindow);
  const frame = await (await page.$('#w')).contentFrame();
  await frame.waitForSelector('[data-testid="score-total"]');
  await listenForProbe(frame);
  // The probe comes last: once it arrives, the widget has handled (and ignored) the others.
  await page.evaluate(() => { window.send({ type: 'ropescope:set', query: 'dim=8' }); window.send({ type: 'ropescope:get' }); window.send({ type: 'ropescope:bogus' }); window.send({ type: 'test:probe' }); });
  await probed(frame);
  assert((await frame.inputValue('[data-testid="dim"]')) === '16', 'a message from another origin changed the state');
  const heard = await page.evaluate(() => window.events.length);
  assert(heard === 0, `the widget posted ${heard} messages to an origin it was not given`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('axe-core: no serious or critical issue in embed mode with locked controls', async () => {
  const { page, problems } = await openCourse('axe', LOCKED);
  await next(page, 'ropescope:ready', 0);
  const frame = frameOf(page);
  await frame.waitForSelector('[data-testid="score-total"]');
  await frame.addScriptTag({ content: axeSource });
  const result = await frame.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert(bad.length === 0, bad.map((v) => `${v.id}: ${v.nodes[0]?.target}`).join('; '));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('the embed example page uses every message', async () => {
  const w = await watchedPage(browser, { width: 1200, height: 1000 });
  const page = w.page;
  await page.goto(widget.url + 'embed-example.html', { waitUntil: 'load' });
  const log = () => page.textContent('[data-testid="event-log"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="event-log"]').textContent.includes('ropescope:ready'), null, { timeout: 15000 });
  await page.click('[data-testid="example-set"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="event-log"]').textContent.includes('ropescope:state'));
  await page.click('[data-testid="example-bad"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="event-log"]').textContent.includes('ropescope:error'));
  await page.click('[data-testid="example-view"]');
  await page.click('[data-testid="example-get"]');
  const text = await log();
  // The log stays in sight beside the frame, however tall the frame grows.
  const beside = await page.evaluate(() => {
    const f = document.getElementById('ropescope-frame').getBoundingClientRect();
    const l = document.querySelector('[data-testid="event-log"]').getBoundingClientRect();
    return { logLeft: l.left, frameRight: f.right, logTop: l.top, height: innerHeight };
  });
  assert(beside.logLeft >= beside.frameRight && beside.logTop < beside.height, `the log is not beside the frame: ${JSON.stringify(beside)}`);
  for (const kind of ['ropescope:ready', 'ropescope:state', 'ropescope:error', 'ropescope:height'])
    assert(text.includes(kind), `${kind} missing from the log`);
  assert(w.problems.length === 0, w.problems.join('\n'));
  await page.close();
});

await browser.close();
await widget.close();
await new Promise((ok) => course.close(ok));
process.exit(t.done() ? 0 : 1);
