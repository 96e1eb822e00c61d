// End-to-end checks of guided paths (rope::teaching::path, app::author, app::tour) in the built
// site: a teacher writes a path in the page (author=1: steps from the state on screen, texts
// with placeholders and a live preview, the three kinds of question, reorder and delete), saves
// it as a link and as a JSON file, opens it again by link, by file (path_url=) and by a host
// message (ropescope:path, from a course page on another origin), and a learner takes it,
// answering every question. With xapi=1 every statement the widget posts, with the actor the
// host adds, validates as xAPI 1.0.3 (Learning Locker's xapi-validation), and the sequence is
// checked: progressed per step, answered per answer, completed with the score. Paths invalid in
// several ways are refused with messages naming the step and the field, and nothing runs.
// Usage: node tests/e2e/paths.mjs [dist-dir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const require = createRequire(import.meta.url);
const validateXapi = require('@learninglocker/xapi-validation').default;
const axeSource = fs.readFileSync(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');

const widget = await serve({ root: dist, prefix: '/ropescope/' });
const widgetOrigin = new URL(widget.url).origin;
// The course page's origin.
const pages = new Map();
const course = http.createServer((req, res) => {
  const body = pages.get(new URL(req.url, 'http://x').pathname);
  if (!body) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
});
await new Promise((ok) => course.listen(0, '127.0.0.1', ok));
const courseOrigin = `http://127.0.0.1:${course.address().port}`;
pages.set('/course.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>course</title><link rel="icon" href="data:,"></head><body>
<h1>Course page</h1>
<script>
  window.events = [];
  addEventListener('message', (e) => {
    const frame = document.getElementById('w');
    if (frame && e.source === frame.contentWindow && e.origin === '${widgetOrigin}') window.events.push(e.data);
  });
  window.send = (msg) => document.getElementById('w').contentWindow.postMessage(msg, '${widgetOrigin}');
</script>
<iframe id="w" title="ropescope" src="${widget.url}?embed=1&xapi=1&origin=${encodeURIComponent(courseOrigin)}" width="1000" height="900"></iframe>
</body></html>`);

const browser = await launch();
const t = harness('paths');
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'ropescope-paths-'));
const TITLE = 'A test lecture';
let saved = { link: '', json: '', file: '' };

const text = (page, id) => page.locator(`[data-testid="${id}"]`).first().innerText();
async function waitText(page, id, re) {
  await page.waitForFunction(([id, src]) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el && new RegExp(src).test(el.textContent);
  }, [id, re.source], { timeout: 20000 });
  return text(page, id);
}

await t.check('author a path in the page: steps from the screen, texts with a live preview, three kinds of question, reorder, delete', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(widget.url, { waitUntil: 'load' });
  await page.waitForSelector('section.view');
  // The toolbar's button opens the editor (author=1 in the address).
  await page.click('[data-testid="author-toggle"]');
  await page.waitForSelector('[data-testid="author"]');
  await page.waitForFunction(() => location.search.includes('author=1'));
  // Nothing yet: the editor says what is missing, by field.
  const missing = await text(page, 'author-errors');
  assert(/"title": empty/.test(missing) && /"steps": no steps/.test(missing), missing);
  await page.fill('[data-testid="author-title"]', TITLE);

  // Step 1: d = 64 set with the page's own control, captured with the distance view.
  await page.fill('[data-testid="dim"]', '64');
  await page.press('[data-testid="dim"]', 'Enter');
  await page.waitForFunction(() => location.search.includes('dim=64'));
  await page.selectOption('[data-testid="author-view"]', 'distance');
  // The keyboard adds it: focus and Enter.
  await page.focus('[data-testid="author-add"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="author-editor"]');
  assert((await page.inputValue('[data-testid="author-step-state"]')).includes('dim=64'), 'the step captured d = 64');
  await page.fill('[data-testid="author-step-title"]', 'Read the score');
  await page.fill('[data-testid="author-step-text"]', 'The score is {score} at distance {distance}; pair 3 turns {angle:3} radians.');
  const preview = await waitText(page, 'author-preview', /^The score is -?[0-9.]+ at distance -?[0-9.]+; pair 3 turns -?[0-9.]+ radians\.$/);
  assert(!preview.includes('{'), preview);
  // A typo in a placeholder: the preview and the checks say so.
  await page.fill('[data-testid="author-step-text"]', 'The score is {scroe}.');
  await waitText(page, 'author-preview', /unknown placeholder/);
  assert(/step 1, "text": unknown placeholder \{scroe\}/.test(await text(page, 'author-errors')), await text(page, 'author-errors'));
  // ... and hears the nearest names, not the whole list.
  assert(/nearest: score[,;]/.test(await text(page, 'author-errors')) && (await text(page, 'author-errors')).length < 400, await text(page, 'author-errors'));
  // The placeholder list: the general ones, then each tour step's under its title; Find keeps
  // the matching ones.
  // (Typed through the input event: the list is folded away in this flow.)
  const find = (v) => page.evaluate((x) => {
    const input = document.querySelector('[data-testid="author-ph-filter"]');
    input.value = x;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, v);
  const phListed = () => page.evaluate(() => [...document.querySelector('details:has([data-testid="author-ph-filter"])').querySelectorAll('dt code')].map((c) => c.textContent));
  assert((await phListed()).length > 100, `${(await phListed()).length} placeholders listed`);
  await find('heatmap_turning');
  await waitUntil(page, 'the list filtered', () => {
    const codes = [...document.querySelector('details:has([data-testid="author-ph-filter"])').querySelectorAll('dt code')].map((c) => c.textContent);
    return codes.includes('{heatmap_turning_pairs}') && !codes.includes('{score}');
  });
  const group = await page.evaluate(() => document.querySelector('details:has([data-testid="author-ph-filter"]) .author-list-group').textContent);
  assert(/fast pairs wrap/i.test(group), group);
  await find('');
  // A message placeholder that leaves a variable unset says which.
  await page.fill('[data-testid="author-step-text"]', '{message:tour-rope-off-question}');
  await waitText(page, 'author-errors', /tour-rope-off-question needs a value for far/);
  await page.fill('[data-testid="author-step-text"]', 'The score is {score}.');
  await page.selectOption('[data-testid="author-q-kind"]', 'number');
  // An empty answer says it is empty (not "unknown placeholder {}").
  await waitText(page, 'author-errors', /step 1, "question\.answer": the answer is empty: type a number placeholder's name/);
  assert(!(await text(page, 'author-errors')).includes('unknown placeholder'), await text(page, 'author-errors'));
  // Preview while the path has problems: it says why, right below the buttons, and how many.
  await page.click('[data-testid="author-run"]');
  const why = await waitText(page, 'author-status', /^The preview needs a path that runs: fix the \d+ problems listed above first\.$/);
  const listed = await page.locator('[data-testid="author-errors"] li').count();
  assert(why.includes(`fix the ${listed} problems`), `${why} (${listed} listed)`);
  const near = await page.evaluate(() => {
    const b = document.querySelector('[data-testid="author-run"]').getBoundingClientRect();
    const s = document.querySelector('[data-testid="author-status"]');
    const r = s.getBoundingClientRect();
    return { gap: r.top - b.bottom, refused: s.classList.contains('refused'), inView: r.bottom <= innerHeight && r.top >= 0 };
  });
  assert(near.gap >= 0 && near.gap < 60 && near.refused, `the reason is not next to the button: ${JSON.stringify(near)}`);
  assert((await page.locator('[data-testid="tour"]').count()) === 0, 'no preview runs');
  await page.fill('[data-testid="author-q-prompt"]', 'What is the score between the query and the key?');
  await page.fill('[data-testid="author-q-answer"]', 'score');
  await page.fill('[data-testid="author-q-tolerance"]', '0.1');

  // Step 2: the score view; a computed "which pair" question.
  await page.fill('[data-testid="dim"]', '16');
  await page.press('[data-testid="dim"]', 'Enter');
  await page.waitForFunction(() => !location.search.includes('dim=64'));
  await page.selectOption('[data-testid="author-view"]', 'score');
  await page.click('[data-testid="author-add"]');
  await page.fill('[data-testid="author-step-title"]', 'Which pair');
  await page.fill('[data-testid="author-step-text"]', 'Pair 0 has turned {angle:0} radians between {query} and {key}.');
  await page.selectOption('[data-testid="author-q-kind"]', 'computed');
  await waitText(page, 'author-errors', /step 2, "question\.answer": the answer is empty: choose a computed value from the list/);
  await page.fill('[data-testid="author-q-prompt"]', 'Which pair adds the most to the score?');
  await page.selectOption('[data-testid="author-q-computed"]', 'top_pair');

  // Step 3: the heatmap, the teacher's own multiple choice.
  await page.selectOption('[data-testid="author-view"]', 'heatmap');
  await page.click('[data-testid="author-add"]');
  await page.fill('[data-testid="author-step-title"]', 'Fast pairs');
  await page.fill('[data-testid="author-step-text"]', 'Pair 0 needs {wavelength:0} positions per turn.');
  await page.selectOption('[data-testid="author-q-kind"]', 'choice');
  await page.fill('[data-testid="author-q-prompt"]', 'Do the first pairs wrap within the heatmap?');
  await page.fill('[data-testid="author-q-choices"]', 'Yes, they come round\nNo, never');
  // The right choice: a radio beside each choice.
  assert((await page.locator('[data-testid="author-q-right"]').count()) === 2, 'a radio per choice');
  await page.locator('[data-testid="author-q-right"]').nth(0).check();

  // A fourth step, moved and deleted; step 3 up and back down.
  await page.click('[data-testid="author-add"]');
  assert((await page.locator('[data-testid="author-step-pick"]').count()) === 4, 'four steps');
  await page.locator('[data-testid="author-delete"]').nth(3).click();
  assert((await page.locator('[data-testid="author-step-pick"]').count()) === 3, 'three steps after a delete');
  const order = async () => (await page.locator('[data-testid="author-step-pick"]').allInnerTexts()).map((s) => s.replace(/^\d+\. /, '').split(' (')[0]);
  await page.locator('[data-testid="author-up"]').nth(2).click();
  assert(JSON.stringify(await order()) === JSON.stringify(['Read the score', 'Fast pairs', 'Which pair']), JSON.stringify(await order()));
  await page.locator('[data-testid="author-down"]').nth(1).click();
  assert(JSON.stringify(await order()) === JSON.stringify(['Read the score', 'Which pair', 'Fast pairs']), JSON.stringify(await order()));
  await page.waitForFunction(() => !document.querySelector('[data-testid="author-errors"] li'));
  // Switching steps shows each step's own question kind (the menu follows the draft, also
  // after the teacher has used it).
  for (const [i, kind] of [[0, 'number'], [1, 'computed'], [2, 'choice'], [0, 'number']]) {
    await page.locator('[data-testid="author-step-pick"]').nth(i).click();
    await page.waitForFunction((k) => document.querySelector('[data-testid="author-q-kind"]')?.value === k, kind, { timeout: 5000 })
      .catch(async () => { throw new Error(`step ${i + 1}: the question menu shows "${await page.inputValue('[data-testid="author-q-kind"]')}", not "${kind}"`); });
  }

  // The editor is axe-clean.
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document.querySelector('[data-testid="author"]'), { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  });
  assert(violations.length === 0, violations.join('\n'));

  // Saved as a link (packed) and as a JSON file.
  await page.click('[data-testid="author-link"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="author-link-text"]')?.value.includes('?path='));
  saved.link = await page.inputValue('[data-testid="author-link-text"]');
  assert(saved.link.startsWith(widget.url) && !saved.link.includes('%7B'), `a packed link: ${saved.link.slice(0, 120)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="author-json"]')]);
  saved.file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(saved.file);
  saved.json = fs.readFileSync(saved.file, 'utf8');
  const doc = JSON.parse(saved.json);
  assert(doc.ropescope_path === 1 && doc.title === TITLE && doc.steps.length === 3, saved.json.slice(0, 300));
  assert(doc.steps[0].state.includes('dim=64') && doc.steps[0].views[0] === 'distance', JSON.stringify(doc.steps[0]));
  assert(doc.steps[1].question.kind === 'computed' && doc.steps[2].question.answer === 0, JSON.stringify(doc.steps));

  // Preview as a learner: the path runs in the page, from its first step.
  await page.click('[data-testid="author-run"]');
  const heading = await waitText(page, 'tour-step', new RegExp(`^${TITLE}, step 1 of 3: Read the score`));
  assert(heading.length > 0, heading);
  assert(/^The score is -?[0-9.]+\.$/.test(await text(page, 'tour-notice')), await text(page, 'tour-notice'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('the editor keeps its draft across a reload, until "Start over"; the link has a Copy button', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: widgetOrigin });
  await page.goto(`${widget.url}?author=1`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="author"]');
  await page.fill('[data-testid="author-title"]', 'Kept lecture');
  await page.click('[data-testid="author-add"]');
  await page.fill('[data-testid="author-step-title"]', 'First');
  await page.fill('[data-testid="author-step-text"]', 'Distance {distance}.');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('[data-testid="author"]');
  assert((await page.inputValue('[data-testid="author-title"]')) === 'Kept lecture', 'the title is lost on reload');
  assert((await page.locator('[data-testid="author-step-pick"]').count()) === 1, 'the step is lost on reload');
  assert((await page.inputValue('[data-testid="author-step-text"]')) === 'Distance {distance}.', 'the text is lost on reload');
  // {distance} prints as positions do.
  await waitText(page, 'author-preview', /^Distance -?\d+\.$/);
  // A second step, being edited at a reload, is the one the editor reopens.
  await page.click('[data-testid="author-add"]');
  await page.fill('[data-testid="author-step-title"]', 'Second');
  await page.fill('[data-testid="author-step-text"]', 'Then.');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('[data-testid="author-step-title"]');
  assert((await page.inputValue('[data-testid="author-step-title"]')) === 'Second', `the editor reopened "${await page.inputValue('[data-testid="author-step-title"]')}", not the step being edited`);
  await page.locator('[data-testid="author-step-pick"]').nth(0).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="author-step-title"]')?.value === 'First');
  // A link, and its Copy button.
  await page.click('[data-testid="author-link"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="author-link-text"]')?.value.includes('?path='));
  await page.click('[data-testid="author-link-copy"]');
  await waitText(page, 'author-status', /^Link copied\.$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert(copied === await page.inputValue('[data-testid="author-link-text"]'), `copied: ${copied.slice(0, 80)}`);
  // Start over asks once more, then empties the editor, and a reload keeps it empty.
  await page.click('[data-testid="author-start-over"]');
  assert((await page.inputValue('[data-testid="author-title"]')) === 'Kept lecture', 'one click discarded the draft');
  await page.click('[data-testid="author-start-over"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="author-title"]').value === '' && !document.querySelector('[data-testid="author-step-pick"]'));
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('[data-testid="author"]');
  assert((await page.inputValue('[data-testid="author-title"]')) === '' && (await page.locator('[data-testid="author-step-pick"]').count()) === 0, 'the draft came back after Start over');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('opened again by link, by file (path_url=) and from the example paths', async () => {
  assert(saved.link, 'a link from the editor');
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(saved.link, { waitUntil: 'load' });
  await waitText(page, 'tour-step', new RegExp(`^${TITLE}, step 1 of 3`));
  await page.click('[data-testid="tour-next"]');
  await waitText(page, 'tour-step', /step 2 of 3: Which pair/);
  assert(/Pair 0 has turned -?[0-9.]+ radians between ".*"|Pair 0 has turned -?[0-9.]+ radians between \S+ and \S+\./.test(await text(page, 'tour-notice')), await text(page, 'tour-notice'));
  // The step set its state (d = 16 is the default: no dim in the address).
  await page.waitForFunction(() => !location.search.includes('dim=64') && location.search.includes('step=2'));
  // By file: the saved JSON next to the site.
  const name = `e2e-${process.pid}.json`;
  const served = path.join(dist, 'paths', name);
  fs.writeFileSync(served, saved.json);
  try {
    await page.goto(`${widget.url}?path_url=paths/${name}&step=3`, { waitUntil: 'load' });
    await waitText(page, 'tour-step', new RegExp(`^${TITLE}, step 3 of 3: Fast pairs`));
    assert((await page.locator('[data-testid="tour-question"] input[type="radio"]').count()) === 2, 'two choices');
  } finally {
    fs.unlinkSync(served);
  }
  // The two example paths load by path_url.
  for (const [file, title] of [['paths/decay-and-distance.json', /^Decay and distance/], ['paths/yarn.json', /^YaRN/]]) {
    await page.goto(`${widget.url}?path_url=${file}`, { waitUntil: 'load' });
    await waitText(page, 'tour-step', title);
    assert(!(await text(page, 'tour-notice')).includes('{'), await text(page, 'tour-notice'));
  }
  // A graded path (graded=1, as a SCORM package opens it) is left by finishing it: no Leave
  // before its last step (leaving would show the open answers).
  await page.goto(`${widget.url}?path_url=paths/yarn.json&xapi=1&graded=1`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /^YaRN/);
  assert((await page.locator('[data-testid="tour-exit"]').count()) === 0, 'a graded path offers Leave');
  assert(!(await page.isVisible('[data-testid="tour-restore"]')), 'a graded path offers "Leave and restore"');
  await page.goto(`${widget.url}?path_url=paths/yarn.json`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /^YaRN/);
  assert((await page.locator('[data-testid="tour-exit"]').count()) === 1, 'an ungraded path has its Leave');
  // A path gives the learner's settings back as the tour does: a link's own settings (here d
  // = 32 and base 500), the defaults for a link without any (as the last example opened).
  assert((await text(page, 'tour-restore')) === 'Leave with the default settings', await text(page, 'tour-restore'));
  await page.goto(`${widget.url}?dim=32&base=500&path_url=paths/yarn.json`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /^YaRN/);
  await page.click('[data-testid="tour-next"]');
  await page.waitForFunction(() => location.search.includes('step=2') && !location.search.includes('dim=32'));
  assert((await text(page, 'tour-restore')) === 'Leave and restore my settings', await text(page, 'tour-restore'));
  await page.click('[data-testid="tour-restore"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]') && !location.search.includes('tour=')
    && new URLSearchParams(location.search).get('dim') === '32' && new URLSearchParams(location.search).get('base') === '500');
  // The editor opens a path file too.
  await page.goto(`${widget.url}?author=1`, { waitUntil: 'load' });
  await page.setInputFiles('[data-testid="author-open"]', saved.file);
  await waitText(page, 'author-status', /Opened "A test lecture"/);
  assert((await page.locator('[data-testid="author-step-pick"]').count()) === 3, 'three steps from the file');
  // Only this site's own files: another origin is refused, nothing runs.
  await page.goto(`${widget.url}?path_url=${encodeURIComponent(courseOrigin + '/x.json')}`, { waitUntil: 'load' });
  await waitText(page, 'notice', /This path cannot run: path_url could not be read .*not this page's origin/);
  assert((await page.locator('[data-testid="tour"]').count()) === 0, 'no path runs');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a host message opens it; the learner answers every question; xAPI 1.0.3 statements in order', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1100, height: 1000 });
  await page.goto(`${courseOrigin}/course.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.events.some((e) => e.type === 'ropescope:ready'));
  const frame = page.frames().find((f) => f.url().startsWith(widget.url));
  // With a pass mark: a third of the questions right does not reach it.
  await page.evaluate((p) => window.send({ type: 'ropescope:path', path: p }), { ...JSON.parse(saved.json), pass: 0.5 });
  await frame.waitForSelector('[data-testid="tour-step"]');
  await waitText(frame, 'tour-step', new RegExp(`^${TITLE}, step 1 of 3`));

  // Step 1, a number: a wrong answer hears which way it is off (not the answer) and may try
  // again; the learner asks for the answer, then gives the one the verdict names.
  await frame.fill('[data-testid="tour-number"]', '1000000');
  await frame.click('[data-testid="tour-check"]');
  const hint = await waitText(frame, 'tour-verdict', /^Not yet: 1000000 is too high\. Try once more/);
  assert(!/answer is -?[0-9]/.test(hint), hint);
  // The first answer is the one that counts: no "practice" line after it.
  assert(await frame.locator('[data-testid="tour-practice"]').count() === 0, 'the answer that counts is not called practice');
  await frame.click('[data-testid="tour-reveal"]');
  const verdict = await waitText(frame, 'tour-verdict', /^Not quite\. The answer is -?[0-9.]+\./);
  const value = verdict.match(/The answer is (-?[0-9.]+)\./)[1];
  await frame.fill('[data-testid="tour-number"]', value);
  await frame.click('[data-testid="tour-check"]');
  await waitText(frame, 'tour-verdict', /^Right\./);
  // Answered again after the reveal: that answer is practice, and the line says which counted.
  await waitText(frame, 'tour-practice', /^Practice, not scored: your first answer to this question is the one that counted\.$/);
  await frame.click('[data-testid="tour-next"]');
  // Step 2, computed: a first guess, then the computed pair the verdict names.
  await waitText(frame, 'tour-step', /step 2 of 3/);
  const choices = frame.locator('[data-testid="tour-question"] label.choice');
  await choices.nth(0).locator('input').check();
  await frame.click('[data-testid="tour-check"]');
  const said = await waitText(frame, 'tour-verdict', /Computed for these settings: (pair \d+|no pair)\./);
  const right = said.match(/Computed for these settings: (pair \d+|no pair)\./)[1];
  const labels = (await choices.allInnerTexts()).map((s) => s.trim());
  const index = labels.indexOf(right);
  assert(index >= 0, `${right} in ${labels}`);
  await choices.nth(index).locator('input').check();
  await frame.click('[data-testid="tour-check"]');
  await waitText(frame, 'tour-verdict', /^Right\./);
  await frame.click('[data-testid="tour-next"]');
  // Step 3, the teacher's choice: answered right, then wrong (practice: the first counts).
  await waitText(frame, 'tour-step', /step 3 of 3/);
  assert(await frame.locator('[data-testid="tour-practice"]').count() === 0, 'a first answer is not practice');
  await frame.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).check();
  await frame.click('[data-testid="tour-check"]');
  await waitText(frame, 'tour-verdict', /^Right\./);
  assert(await frame.locator('[data-testid="tour-practice"]').count() === 0, 'the answer that counts is not called practice');
  await frame.locator('[data-testid="tour-question"] input[type="radio"]').nth(1).check();
  await frame.click('[data-testid="tour-check"]');
  await waitText(frame, 'tour-verdict', /^Not quite\./);
  await waitText(frame, 'tour-practice', /^Practice, not scored/);
  await frame.click('[data-testid="tour-next"]');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'ropescope:xapi' && /completed$/.test(e.statement.verb.id)));

  const statements = await page.evaluate(() => window.events.filter((e) => e.type === 'ropescope:xapi').map((e) => e.statement));
  // The host adds the actor (as www/embed-example.js does); then each is valid xAPI 1.0.3.
  const actor = { objectType: 'Agent', name: 'A learner', mbox: 'mailto:learner@example.org' };
  for (const s of statements) {
    assert(!('actor' in s), 'the widget sends no actor');
    const warnings = validateXapi({ ...s, actor });
    assert(warnings.length === 0, `${JSON.stringify(s)}\n${JSON.stringify(warnings.map((w) => [w.path, w.message, w.typeName]))}`);
  }
  // Without the actor the validator refuses it: the check can fail.
  assert(validateXapi(statements[0]).length > 0, 'a statement without actor passed');
  const verbs = statements.map((s) => s.verb.id.split('/').pop());
  const want = ['progressed', 'answered', 'answered', 'progressed', 'answered', 'answered', 'progressed', 'answered', 'answered', 'completed'];
  assert(JSON.stringify(verbs) === JSON.stringify(want), `sequence ${verbs}`);
  assert(statements.every((s) => s.verb.id.startsWith('http://adlnet.gov/expapi/verbs/')), 'ADL verbs');
  const pathId = `${widget.url}#path=a-test-lecture`;
  const progress = statements.filter((s) => s.verb.id.endsWith('progressed'));
  assert(JSON.stringify(progress.map((s) => s.result.extensions['https://w3id.org/xapi/cmi5/result/extensions/progress'])) === '[33,66,100]', JSON.stringify(progress.map((s) => s.result)));
  assert(progress.every((s) => s.object.id.startsWith(`${pathId}/step/`) && s.context.contextActivities.parent[0].id === pathId), JSON.stringify(progress[0]));
  const answers = statements.filter((s) => s.verb.id.endsWith('answered'));
  const success = answers.map((s) => s.result.success);
  assert(success[0] === false && success[1] === true && success[2] === false && success[3] === true && success[4] === true && success[5] === false, JSON.stringify(answers.map((s) => s.result)));
  // Each answer says which attempt it is and whether it counts: the first of each question.
  const ATTEMPT = 'http://id.tincanapi.com/extension/attempt-id';
  const SCORED = 'https://ropescope.invalid/xapi/extensions/scored';
  const attempts = answers.map((s) => [s.result.extensions[ATTEMPT], s.result.extensions[SCORED]]);
  assert(JSON.stringify(attempts) === '[[1,true],[2,false],[1,true],[2,false],[1,true],[2,false]]', JSON.stringify(attempts));
  assert(answers[1].object.definition.interactionType === 'numeric' && answers[1].result.response === value, JSON.stringify(answers[1]));
  assert(answers[3].object.definition.interactionType === 'choice' && answers[3].result.response === `choice-${index}`, JSON.stringify(answers[3]));
  assert(answers[5].object.definition.choices.length === 2 && answers[5].object.definition.correctResponsesPattern[0] === 'choice-0', JSON.stringify(answers[5].object.definition));
  const done = statements[statements.length - 1];
  assert(done.object.id === pathId && done.result.completion === true, JSON.stringify(done));
  // Scored on the first answers: wrong, wrong, right. The right answers after the reveal (steps
  // 1 and 2) and the wrong one after a right one (step 3) do not count; 1 of 3 misses the 0.5 pass mark.
  assert(done.result.score.raw === 1 && done.result.score.max === 3 && Math.abs(done.result.score.scaled - 1 / 3) < 1e-9, JSON.stringify(done.result));
  assert(done.result.success === false, JSON.stringify(done.result));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('invalid paths: each problem named by step and field, nothing runs (link and host message)', async () => {
  const bad = {
    ropescope_path: 2,
    title: 'Broken',
    steps: [
      { title: 'a', state: 'dim=7', views: ['heatmap'], text: 'fine' },
      { title: 'b', views: ['nope'], text: 'The {bogus} number' },
      { title: 'c', views: ['score'], text: '{angle:99}', question: { kind: 'choice', prompt: '?', choices: ['only one'], answer: 4 } },
      { title: 'd', views: ['score'], text: 't', question: { kind: 'number', prompt: '?', answer: 'score' } },
    ],
  };
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(`${widget.url}?path=${encodeURIComponent(JSON.stringify(bad))}`, { waitUntil: 'load' });
  const notice = await waitText(page, 'notice', /This path cannot run/);
  for (const part of ['"ropescope_path"', 'step 1, "state"', 'step 2, "views"', 'step 2, "text"', 'step 3, "text"', 'step 3, "question.choices"', 'step 4, "question.tolerance"']) {
    assert(notice.includes(part), `${part} in ${notice}`);
  }
  assert((await page.locator('[data-testid="tour"]').count()) === 0, 'nothing runs');
  await page.waitForFunction(() => !location.search.includes('path='));
  // Not JSON, and a packed link that does not unpack.
  await page.goto(`${widget.url}?path=${encodeURIComponent('{"ropescope_path": 1,')}`, { waitUntil: 'load' });
  await waitText(page, 'notice', /This path cannot run: "path": not JSON/);
  await page.goto(`${widget.url}?path=AAAA-not-deflate`, { waitUntil: 'load' });
  await waitText(page, 'notice', /This path cannot run: the link's path= does not unpack/);
  assert((await page.locator('[data-testid="tour"]').count()) === 0, 'nothing runs');
  await page.close();
  // From a host: an error naming the step and field, and the widget's state unchanged.
  const host = await watchedPage(browser, { width: 1100, height: 1000 });
  await host.page.goto(`${courseOrigin}/course.html`, { waitUntil: 'load' });
  await host.page.waitForFunction(() => window.events.some((e) => e.type === 'ropescope:ready'));
  await host.page.evaluate((p) => window.send({ type: 'ropescope:path', path: p }), bad);
  await host.page.waitForFunction(() => window.events.some((e) => e.type === 'ropescope:error'));
  const err = await host.page.evaluate(() => window.events.find((e) => e.type === 'ropescope:error'));
  assert(err.key === 'path' && /step 2, "views"/.test(err.expected), JSON.stringify(err));
  const frame = host.page.frames().find((f) => f.url().startsWith(widget.url));
  assert((await frame.locator('[data-testid="tour"]').count()) === 0, 'nothing runs in the frame');
  assert(problems.length === 0 && host.problems.length === 0, [...problems, ...host.problems].join('\n'));
  await host.page.close();
});

await t.check('the example YaRN path: the asked value can be worked out from the screen; a wrong number gets a hint and a second try', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 800 });
  await page.goto(`${widget.url}?path_url=paths/yarn.json`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /^YaRN: stretching a model's context, step 1 of 4/);
  // The question asks for pair 40's wavelength: the step's text gives its speed (computed).
  const notice = await text(page, 'tour-notice');
  const m = /pair 40 turns (\d+(?:\.\d+)?(?:e-?\d+)?)/.exec(notice);
  assert(m, `pair 40's speed is not on screen: ${notice}`);
  const prompt = await text(page, 'tour-question');
  assert(/pair 40/.test(prompt) && /2π/.test(prompt), prompt);
  const worked = (2 * Math.PI) / Number(m[1]);
  // A first wrong try: which way it is off, not the answer, and the field stays open.
  await page.fill('[data-testid="tour-number"]', String(Math.round(worked / 2)));
  await page.click('[data-testid="tour-check"]');
  const hint = await waitText(page, 'tour-verdict', /^Not yet: \d+ is too low\. Try once more \(an answer within 10 counts as right\)\./);
  assert(!hint.includes(String(Math.round(worked))), hint);
  assert(await page.isEditable('[data-testid="tour-number"]'), 'the field stays open for a second try');
  // The second try, worked out from the speed on screen: right.
  await page.fill('[data-testid="tour-number"]', worked.toFixed(1));
  await page.click('[data-testid="tour-check"]');
  await waitText(page, 'tour-verdict', /^Right\. The answer is [0-9.]+\. One turn is 2π radians/);
  // Two wrong tries reveal it.
  await page.goto(`${widget.url}?path_url=paths/yarn.json`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /step 1 of 4/);
  for (const wrong of ['5', '99999']) {
    await page.fill('[data-testid="tour-number"]', wrong);
    await page.click('[data-testid="tour-check"]');
  }
  await waitText(page, 'tour-verdict', /^Not quite\. The answer is [0-9.]+\./);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('a teacher\'s path hides the readouts its step names ("hide") until the question is answered', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(`${widget.url}?path_url=paths/decay-and-distance.json&step=2`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /step 2 of 4: Which pairs carry the score/);
  await page.waitForSelector('[data-testid="score-bars"]', { state: 'attached', timeout: 20000 });
  const shown = () => page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="score-bars"]')).visibility === 'visible');
  assert(!(await shown()), 'the bars show which pair adds most before the learner answers');
  await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).check();
  await page.click('[data-testid="tour-check"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="score-bars"]')).visibility === 'visible', null, { timeout: 15000 });
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

// A teacher's path with questions on the score view: no "hide" (the default: the step's
// readouts hidden until answered), "hide": [] (nothing hidden), and a pass mark.
const HIDE_TITLE = 'Hide check';
const hidePath = {
  ropescope_path: 1, id: 'hide-check', title: HIDE_TITLE, pass: 0.8,
  steps: [
    { id: 'one', title: 'One', state: 'dim=16', views: ['score'], text: 'Step one.', question: { kind: 'choice', prompt: 'Pick A.', choices: ['A', 'B'], answer: 0, explanation: 'A it is.' } },
    { id: 'two', title: 'Two', state: 'dim=32', views: ['score'], text: 'Step two.', hide: [], question: { kind: 'choice', prompt: 'Pick B.', choices: ['A', 'B'], answer: 1, explanation: 'B it is.' } },
  ],
};
const hideFile = `e2e-hide-${process.pid}.json`;
fs.writeFileSync(path.join(dist, 'paths', hideFile), JSON.stringify(hidePath));
const barsShown = (page) => page.evaluate(() => {
  const el = document.querySelector('[data-testid="score-bars"]');
  return !!el && getComputedStyle(el).visibility === 'visible';
});
async function stepOf(page, n, of = 2) {
  await waitText(page, 'tour-step', new RegExp(`^${HIDE_TITLE}, step ${n} of ${of}`));
  await page.waitForSelector('[data-testid="score-bars"]', { state: 'attached', timeout: 20000 });
}

await t.check('a path without "hide" hides its question\'s readouts until answered; "hide": [] hides none; the editor unticks them per step', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(`${widget.url}?path_url=paths/${hideFile}`, { waitUntil: 'load' });
  await stepOf(page, 1);
  assert(!(await barsShown(page)), 'no "hide": the bars give the answer away before the learner answers');
  await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).check();
  await page.click('[data-testid="tour-check"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="score-bars"]')).visibility === 'visible', null, { timeout: 15000 });
  await page.click('[data-testid="tour-next"]');
  await stepOf(page, 2);
  assert(await barsShown(page), '"hide": [] hides nothing');
  // The editor: one box per readout of the step's views, ticked by default; unticked, the
  // path's step hides nothing (the preview runs it).
  await page.goto(`${widget.url}?path_url=paths/${hideFile}&author=1`, { waitUntil: 'load' });
  await stepOf(page, 1);
  await page.click('[data-testid="author-edit-running"]');
  await waitText(page, 'author-status', /Editing a copy/);
  const box = '[data-testid="author-hide"] input[data-readout="score-pairs"]';
  await page.waitForSelector(box);
  assert(await page.isChecked(box), 'the default: hidden');
  assert(/Score by pair: the bars/.test(await text(page, 'author-hide')), await text(page, 'author-hide'));
  await page.locator('[data-testid="author-step-pick"]').nth(1).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="author-editor"] legend')?.textContent === 'Step 2');
  assert(!(await page.isChecked(box)), 'step 2 kept "hide": []');
  await page.check(box);
  await page.locator('[data-testid="author-step-pick"]').nth(0).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="author-editor"] legend')?.textContent === 'Step 1');
  await page.uncheck(box);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="author-json"]')]);
  const written = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  // (The step's other readout, the score total, stays ticked.)
  assert(JSON.stringify(written.steps.map((s) => s.hide)) === '[["score-total"],["score-pairs"]]', JSON.stringify(written.steps.map((s) => s.hide)));
  await page.click('[data-testid="author-run"]');
  await waitText(page, 'author-status', /Previewing/);
  await stepOf(page, 1);
  assert(await barsShown(page), 'unticked: nothing hidden');
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

// A number question on the score total: the total (and everything that shows it) hidden until
// the answer is shown; the editor offers its box, ticked.
const NUMBER_TITLE = 'Number check';
const numberPath = {
  ropescope_path: 1, id: 'number-check', title: NUMBER_TITLE,
  steps: [
    { id: 'total', title: 'Total', state: 'dim=16', views: ['score'], text: 'Read the total.', question: { kind: 'number', prompt: 'The RoPE score?', answer: 'score', tolerance: 0.001 } },
    { id: 'speed', title: 'Speed', state: 'dim=16', views: ['compasses'], text: 'Read the dials.', question: { kind: 'number', prompt: 'Pair 1\'s speed?', answer: 'speed:1', tolerance: 0.001 } },
  ],
};
const numberFile = `e2e-number-${process.pid}.json`;
fs.writeFileSync(path.join(dist, 'paths', numberFile), JSON.stringify(numberPath));

await t.check('a number question on the score total hides the total until answered; the editor offers the box', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(`${widget.url}?path_url=paths/${numberFile}`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', new RegExp(`^${NUMBER_TITLE}, step 1 of 2`));
  await page.waitForSelector('[data-testid="score-total"]', { state: 'attached', timeout: 20000 });
  const shown = (id) => page.evaluate((id) => getComputedStyle(document.querySelector(`[data-testid="${id}"]`)).visibility === 'visible', id);
  for (const id of ['score-total', 'score-unrotated', 'identity-numbers']) assert(!(await shown(id)), `${id} gives the answer away before the learner answers`);
  // A wrong number: the hint round is not the answer; the total stays hidden.
  await page.fill('[data-testid="tour-number"]', '99999');
  await page.click('[data-testid="tour-check"]');
  await waitText(page, 'tour-verdict', /^Not yet/);
  assert(!(await shown('score-total')), 'the total shows during the hint round');
  await page.click('[data-testid="tour-reveal"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="score-total"]')).visibility === 'visible', null, { timeout: 15000 });
  const verdict = await text(page, 'tour-verdict');
  const total = await text(page, 'score-total');
  assert(Math.abs(Number(verdict.match(/The answer is (-?[0-9]+(?:\.[0-9]+)?)/)[1]) - Number(total)) < 0.01, `${verdict} / ${total}`);
  // A speed on the dials: the table of angles hidden, and the lines drawn under the dials too
  // (the canvas is drawn again, differently, once the answer is shown; the shift is the same).
  await page.click('[data-testid="tour-next"]');
  await waitText(page, 'tour-step', new RegExp(`^${NUMBER_TITLE}, step 2 of 2`));
  await waitUntil(page, 'the dials drawn', () => Number(document.querySelector('[data-testid="compass-canvas"]')?.dataset.drawn) > 0);
  assert(!(await shown('pair-angles')), 'the table of angles gives the speed away');
  const before = await page.evaluate(() => { const c = document.querySelector('[data-testid="compass-canvas"]'); return [Number(c.dataset.drawn), c.toDataURL()]; });
  await page.fill('[data-testid="tour-number"]', '99999');
  await page.click('[data-testid="tour-check"]');
  await waitText(page, 'tour-verdict', /^Not yet/);
  await page.click('[data-testid="tour-reveal"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="pair-angles"]')).visibility === 'visible', null, { timeout: 15000 });
  await waitUntil(page, 'the dials drawn again', (n) => Number(document.querySelector('[data-testid="compass-canvas"]').dataset.drawn) > n, before[0]);
  const after = await page.evaluate(() => document.querySelector('[data-testid="compass-canvas"]').toDataURL());
  assert(after !== before[1], 'the dials look the same with their lines shown');
  // The editor: the box for the total, ticked by default.
  await page.goto(`${widget.url}?path_url=paths/${numberFile}&author=1`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', new RegExp(`^${NUMBER_TITLE}, step 1 of 2`));
  await page.click('[data-testid="author-edit-running"]');
  await waitText(page, 'author-status', /Editing a copy/);
  const box = '[data-testid="author-hide"] input[data-readout="score-total"]';
  await page.waitForSelector(box);
  assert(await page.isChecked(box), 'the total: hidden by default');
  assert(/Score by pair: the RoPE score/.test(await text(page, 'author-hide')), await text(page, 'author-hide'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('Finish shows the result in the card, in sight where the learner clicked, on a laptop and a phone', async () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    const { page, problems } = await watchedPage(browser, { width, height });
    await page.goto(`${widget.url}?path_url=paths/${hideFile}&step=2`, { waitUntil: 'load' });
    await stepOf(page, 2);
    await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(1).check();
    await page.click('[data-testid="tour-check"]');
    await waitText(page, 'tour-verdict', /^Right\./);
    // Finish at the bottom of the step (scrolled to it, as a learner who read it all).
    await page.locator('[data-testid="tour-next"]').scrollIntoViewIfNeeded();
    await page.click('[data-testid="tour-next"]');
    const score = await waitText(page, 'tour-score', /Score:/);
    assert(score === 'Score: 1 of 2 (50 %), pass mark 80 %: not passed.', `${width}: ${score}`);
    assert(await page.locator('[data-testid="tour"] [data-testid="tour-score"]').count() === 1, 'the result is in the card');
    await waitUntil(page, `${width}x${height}: the result inside the viewport`, () => {
      const r = document.querySelector('[data-testid="tour-score"]').getBoundingClientRect();
      const c = document.querySelector('[data-testid="tour-close"]').getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth
        && c.top >= 0 && c.bottom <= innerHeight;
    });
    assert(await page.locator('[data-testid="tour-answers"] li').count() === 2, 'one line per question');
    assert(!(await page.isVisible('[data-testid="tour-question"]')), 'the step\'s question gives way to the result');
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  }
});

await t.check('a reload keeps the answers: the earlier answer shown (marked, its verdict), a new one is practice; Finish shows the first-answer score', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(`${widget.url}?path_url=paths/${hideFile}`, { waitUntil: 'load' });
  await stepOf(page, 1);
  // Wrong first: B.
  await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(1).check();
  await page.click('[data-testid="tour-check"]');
  await waitText(page, 'tour-verdict', /^Not quite\. A it is\./);
  await page.click('[data-testid="tour-next"]');
  await stepOf(page, 2);
  await page.waitForFunction(() => location.search.includes('step=2'));
  await page.reload({ waitUntil: 'load' });
  await stepOf(page, 2);
  await page.click('[data-testid="tour-back"]');
  await stepOf(page, 1);
  // The answer given before the reload: marked, with its verdict; the readouts shown.
  await waitText(page, 'tour-verdict', /^Not quite\. A it is\./);
  const radios = page.locator('[data-testid="tour-question"] input[type="radio"]');
  assert(await radios.nth(1).isChecked(), 'the earlier choice is marked');
  assert(await page.locator('[data-testid="tour-question"] label.choice.wrong').count() === 1, 'marked wrong');
  assert(await barsShown(page), 'an answered question hides nothing');
  assert(await page.locator('[data-testid="tour-practice"]').count() === 0, 'no practice line before a new answer');
  // Answered again, right: practice, it does not count.
  await radios.nth(0).check();
  await page.click('[data-testid="tour-check"]');
  await waitText(page, 'tour-verdict', /^Right\./);
  await waitText(page, 'tour-practice', /^Practice, not scored/);
  await page.click('[data-testid="tour-next"]');
  await stepOf(page, 2);
  await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(1).check();
  await page.click('[data-testid="tour-check"]');
  await waitText(page, 'tour-verdict', /^Right\./);
  await page.click('[data-testid="tour-next"]');
  // The result, in the card: the first-answer score against the pass mark, each question's
  // answer that counts; the page's notice says the score too.
  const score = await waitText(page, 'tour-score', /Score:/);
  assert(score === 'Score: 1 of 2 (50 %), pass mark 80 %: not passed.', score);
  const rows = await page.locator('[data-testid="tour-answers"] li').allInnerTexts();
  assert(JSON.stringify(rows) === JSON.stringify(['Step 1, One: "B", not right.', 'Step 2, Two: "B", right.']), JSON.stringify(rows));
  const said = await waitText(page, 'notice', /Score:/);
  assert(said === `You finished "${HIDE_TITLE}". Score: 1 of 2 (50 %), pass mark 80 %: not passed.`, said);
  await page.click('[data-testid="tour-close"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  // A fresh start (the path's link again) forgets them.
  await page.goto(`${widget.url}?path_url=paths/${hideFile}`, { waitUntil: 'load' });
  await stepOf(page, 1);
  assert(!(await page.locator('[data-testid="tour-question"] input[type="radio"]').nth(1).isChecked()), 'a fresh start shows no earlier answer');
  assert((await text(page, 'tour-verdict')) === '', await text(page, 'tour-verdict'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await t.check('ropescope\'s own tour runs on the same engine; Finish shows its score', async () => {
  const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
  await page.goto(`${widget.url}?tour=1&step=2`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', /^Guided tour, step 2 of \d+: Query and key turn together/);
  assert(!(await text(page, 'tour-notice')).includes('{'), 'the built-in texts are computed');
  const n = Number((await text(page, 'tour-step')).match(/step 2 of (\d+)/)[1]);
  await page.goto(`${widget.url}?tour=1&step=${n}`, { waitUntil: 'load' });
  await waitText(page, 'tour-step', new RegExp(`step ${n} of ${n}`));
  await page.click('[data-testid="tour-next"]');
  const score = await waitText(page, 'tour-score', /Score:/);
  assert(score === `Score: 0 of ${n} (0 %).`, score);
  const rows = await page.locator('[data-testid="tour-answers"] li').allInnerTexts();
  assert(rows.length === n && rows.every((r) => /: not answered, not right\.$/.test(r)), JSON.stringify(rows.slice(0, 3)));
  const said = await waitText(page, 'notice', /Score:/);
  assert(said === `You finished "Guided tour". Score: 0 of ${n} (0 %).`, said);
  await page.click('[data-testid="tour-close"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="tour"]'));
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await browser.close();
await widget.close();
course.close();
fs.rmSync(path.join(dist, 'paths', hideFile), { force: true });
fs.rmSync(path.join(dist, 'paths', numberFile), { force: true });
fs.rmSync(downloads, { recursive: true, force: true });
process.exit(t.done() ? 0 : 1);
