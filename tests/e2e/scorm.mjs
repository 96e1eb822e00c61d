// End-to-end check of the SCORM packages (app::more::scorm, rope::teaching::scorm,
// www/scorm-pack.js, www/scorm/launch.js) in the built site. A teacher opens a path in the
// editor, sets a pass mark and downloads the SCORM 1.2 and SCORM 2004 zips; each zip holds only
// what a package needs, once (no embedding example, offline files, example paths, schema folders
// or the other version's schemas; every file listed in the manifest and every listed file in the
// zip); each zip is unpacked, its manifest validated against the SCORM schemas it ships (xmllint), and it is served alone
// (nothing outside the zip, under the strict CSP) inside a stand-in learning platform: a parent
// page whose runtime is scorm-again's (Scorm12API as window.API, Scorm2004API as
// window.API_1484_11). The learner answers the first question wrong, then right after the
// reveal, the next right, leaves in the middle, comes back (resumed at the same step), answers
// the rest right and finishes. The runtime must then hold the first-answer score (3 of 4, not
// 4 of 4), one interaction per question (the first wrong), completion, and pass or fail against
// the pass mark (80 %: failed, for SCORM 1.2; 70 %: passed, for SCORM 2004).
// Usage: node tests/e2e/scorm.mjs [dist-dir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { launch, watchedPage, harness, assert, waitUntil } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '../../dist'));
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; frame-ancestors *";
const scormAgain = path.join(here, 'node_modules/scorm-again/dist');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ropescope-scorm-'));

// The teacher's path: a number question first (its answer is shown after a wrong try), then
// three choices whose right answers the test knows.
const TITLE = 'SCORM check';
const choice = (prompt, answer) => ({ kind: 'choice', prompt, choices: ['A', 'B', 'C'], answer, explanation: 'Because.' });
const testPath = {
  ropescope_path: 1, id: 'scorm-check', title: TITLE,
  steps: [
    { id: 'aligned', title: 'Aligned', state: 'dim=128&qk=ones', views: ['score'], text: 'The score is {score}.',
      question: { kind: 'number', prompt: 'Read the score.', answer: 'score', tolerance: 0.5 } },
    { id: 'two', title: 'Two', state: 'dim=16', views: ['compasses'], text: 'Step two.', question: choice('Pick B.', 1) },
    { id: 'three', title: 'Three', state: 'dim=32', views: ['compasses'], text: 'Step three.', question: choice('Pick C.', 2) },
    { id: 'four', title: 'Four', state: 'dim=64', views: ['compasses'], text: 'Step four.', question: choice('Pick A.', 0) },
  ],
};
const pathFile = `e2e-scorm-${process.pid}.json`;
fs.writeFileSync(path.join(dist, 'paths', pathFile), JSON.stringify(testPath));

const widget = await serve({ root: dist, prefix: '/ropescope/', headers: { 'Content-Security-Policy': CSP } });
const browser = await launch();
const t = harness('scorm');

// The launch page (same origin as the stand-in platform) frames the widget: wait until the
// widget's tour card is there.
const widgetShown = (page) => waitUntil(page, 'the widget in the launch page', () => {
  const launch = document.getElementById('sco')?.contentDocument;
  const frame = launch && launch.querySelector('iframe.scorm-frame');
  return frame && frame.contentDocument && frame.contentDocument.querySelector('[data-testid="tour-step"]');
}, null, 60000);
const zips = {};

// The zip's entries (files only), as stored.
const zipList = (file) => execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter((f) => f && !f.endsWith('/'));
const byId = (id) => `[data-testid="${id}"]`;
async function waitText(target, id, re, timeout = 20000) {
  await waitUntil(target, `${id} to read ${re}`, ([id, src]) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el && new RegExp(src).test(el.textContent);
  }, [id, re.source], timeout);
  return target.locator(byId(id)).first().innerText();
}

try {
  await t.check('the editor downloads SCORM 1.2 and 2004 zips of the running path, with its pass mark', async () => {
    const { page, problems } = await watchedPage(browser, { width: 1280, height: 900 });
    await page.goto(`${widget.url}?path_url=paths/${pathFile}&author=1`, { waitUntil: 'load' });
    await waitText(page, 'tour-step', new RegExp(`^${TITLE}, step 1 of 4`));
    await page.click(byId('author-edit-running'));
    await waitText(page, 'author-status', /Editing a copy/);
    // A bad pass mark is refused next to the box.
    await page.fill(byId('export-pass'), '120');
    await waitText(page, 'export-pass-error', /not a pass mark/);
    // ... and no package is made while it is (it would carry the last good mark).
    await page.waitForFunction(() => ['export-scorm12', 'export-scorm2004'].every((id) => document.querySelector(`[data-testid="${id}"]`).disabled));
    // A fraction is taken for what it is not: refused, with what to type.
    await page.fill(byId('export-pass'), '0.8');
    await waitText(page, 'export-pass-error', /0\.8 %.*80/);
    for (const [version, pass] of [['scorm12', '80'], ['scorm2004', '70']]) {
      await page.fill(byId('export-pass'), pass);
      await waitText(page, 'export-pass-error', /^$/);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click(byId(`export-${version}`))]);
      assert(download.suggestedFilename() === `scorm-check-${version}.zip`, download.suggestedFilename());
      const file = path.join(work, download.suggestedFilename());
      await download.saveAs(file);
      await waitText(page, 'export-status', /^Saved scorm-check-/);
      zips[version] = file;
    }
    // Each holds what a package needs, once: not the model (not ticked), the embedding
    // example, the offline parts, the example paths, nor the schema folders (its own version's
    // schemas are at its root, once; the other version's nowhere).
    for (const version of ['scorm12', 'scorm2004']) {
      const list = zipList(zips[version]);
      const dupes = list.filter((f, i) => list.indexOf(f) !== i);
      assert(dupes.length === 0, `${version}: twice: ${dupes.join(' ')}`);
      const excluded = list.filter((f) => f.startsWith('model/') || f.startsWith('paths/') || f.startsWith('scorm/xsd')
        || ['embed-example.html', 'embed-example.js', 'embed-example.css', 'sw.js', 'offline.js', 'manifest.webmanifest', 'favicon.svg', 'site-files.json'].includes(f));
      assert(excluded.length === 0, `${version} holds ${excluded.join(' ')}`);
      const [own, other] = version === 'scorm12' ? ['adlcp_rootv1p2.xsd', 'imscp_v1p1.xsd'] : ['imscp_v1p1.xsd', 'adlcp_rootv1p2.xsd'];
      assert(list.filter((f) => f.endsWith('.xsd') || f.endsWith('.dtd')).every((f) => !f.includes('/')), `${version}: a schema not at the root`);
      assert(list.includes(own) && !list.includes(other), `${version}: schemas ${list.filter((f) => f.endsWith('.xsd')).join(' ')}`);
      assert(list.includes('imsmanifest.xml') && list.includes('index.html') && list.includes('scorm/launch.js') && list.some((f) => /^ropescope-more-[0-9a-f]+_bg\.wasm$/.test(f)), list.slice(0, 20).join(' '));
    }
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });

  for (const [version, api, cls, passed] of [['scorm12', 'API', 'Scorm12API', false], ['scorm2004', 'API_1484_11', 'Scorm2004API', true]]) {
    await t.check(`${version}: the manifest validates against the shipped schemas`, async () => {
      assert(zips[version], 'no zip');
      const dir = path.join(work, version);
      execFileSync('unzip', ['-q', '-o', zips[version], '-d', dir]);
      const manifest = fs.readFileSync(path.join(dir, 'imsmanifest.xml'), 'utf8');
      // One schema that imports every namespace the manifest uses, from the zip's own files.
      const ns = version === 'scorm12'
        ? [['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'], ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'], ['http://www.imsglobal.org/xsd/imsmd_rootv1p2p1', 'imsmd_rootv1p2p1.xsd']]
        : [['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'], ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'], ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'], ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'], ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd']];
      for (const [, file] of ns) {
        assert(fs.existsSync(path.join(dir, file)), `${file} is not at the zip's root`);
        assert(manifest.includes(`${ns.find((n) => n[1] === file)[0]} ${file}`), `schemaLocation names ${file}`);
      }
      const wrapper = path.join(work, `${version}-all.xsd`);
      fs.writeFileSync(wrapper, `<?xml version="1.0"?>\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:ropescope-test">\n${ns.map(([n, f]) => `  <xsd:import namespace="${n}" schemaLocation="${path.join(dir, f)}"/>`).join('\n')}\n</xsd:schema>\n`);
      const lint = (file) => {
        try {
          execFileSync('xmllint', ['--nonet', '--noout', '--schema', wrapper, file], { encoding: 'utf8', stdio: 'pipe' });
          return '';
        } catch (e) {
          return String(e.stderr || e.message);
        }
      };
      const err = lint(path.join(dir, 'imsmanifest.xml'));
      assert(err === '', err);
      // The check can fail: a manifest with a wrong SCO type does not validate.
      const bad = path.join(work, `${version}-bad.xml`);
      fs.writeFileSync(bad, manifest.replace(/(scorm[tT]ype)="sco"/, '$1="lesson"'));
      assert(/fails to validate/.test(lint(bad)), 'a broken manifest validated');
      // Every file the manifest lists is in the zip, and the launch file too.
      const files = [...manifest.matchAll(/<file href="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]));
      const missing = files.filter((f) => !fs.existsSync(path.join(dir, f)));
      assert(files.length > 20 && missing.length === 0, `missing: ${missing.slice(0, 5)}`);
      // ... and every file in the zip (but the manifest itself) is listed, once.
      const unlisted = zipList(zips[version]).filter((f) => f !== 'imsmanifest.xml' && !files.includes(f));
      assert(unlisted.length === 0, `in the zip, not in the manifest: ${unlisted.slice(0, 5)}`);
      assert(new Set(files).size === files.length, 'a file listed twice');
      assert(/href="scorm\/launch\.html"/.test(manifest), 'launch file');
    });

    await t.check(`${version}: a learner in a platform (scorm-again ${cls}): wrong then right after the reveal, leaves, resumes, finishes; first-answer score, interactions, ${passed ? 'passed' : 'failed'}`, async () => {
      const dir = path.join(work, version);
      assert(fs.existsSync(path.join(dir, 'imsmanifest.xml')), 'not unpacked');
      const launchFile = /<resource [^>]*href="([^"]+)"/.exec(fs.readFileSync(path.join(dir, 'imsmanifest.xml'), 'utf8'))[1];
      // The stand-in platform: its own folder, the package under pkg/ and nothing else.
      const lms = path.join(work, `${version}-lms`);
      fs.mkdirSync(lms, { recursive: true });
      fs.cpSync(dir, path.join(lms, 'pkg'), { recursive: true });
      fs.copyFileSync(path.join(scormAgain, `${version}.min.js`), path.join(lms, 'runtime.js'));
      fs.writeFileSync(path.join(lms, 'lms.js'), `
        const q = new URLSearchParams(location.search);
        const api = new ${cls}({ autocommit: false, logLevel: 4 });
        if (window.saved) api.loadFromJSON(window.saved);
        window.finished = false;
        api.on('${version === 'scorm12' ? 'LMSFinish' : 'Terminate'}', () => { window.finished = true; });
        window.${api} = api;
        const frame = document.createElement('iframe');
        frame.id = 'sco';
        frame.title = 'course';
        frame.src = 'pkg/' + q.get('launch');
        document.body.appendChild(frame);
      `);
      fs.writeFileSync(path.join(lms, 'lms.css'), '#sco { width: 1200px; height: 950px; border: 0; }');
      fs.writeFileSync(path.join(lms, 'lms.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>platform</title><link rel="icon" href="data:,"><link rel="stylesheet" href="lms.css"><script src="runtime.js"></script><script src="lms.js" defer></script></head><body></body></html>');
      const server = await serve({ root: lms, prefix: '/lms/', headers: { 'Content-Security-Policy': CSP } });
      const { page, problems } = await watchedPage(browser, { width: 1280, height: 1000 });
      const widgetFrame = () => page.frames().find((f) => /\/index\.html\?/.test(f.url()));
      const open = async (saved) => {
        if (saved) await page.addInitScript((s) => { window.saved = s; }, saved);
        await page.goto(`${server.url}lms.html?launch=${encodeURIComponent(launchFile)}`, { waitUntil: 'load' });
        // The launch page (same origin as the platform here) frames the widget.
        await widgetShown(page);
        const w = widgetFrame();
        return w;
      };
      const cmi = () => page.evaluate((name) => window[name].renderCMIToJSONObject(), api);
      const answerChoice = async (w, step, right) => {
        await waitText(w, 'tour-step', new RegExp(`step ${step} of 4`));
        await w.locator('[data-testid="tour-question"] input[type="radio"]').nth(right).check();
        await w.click(byId('tour-check'));
        await waitText(w, 'tour-verdict', /^Right\./);
        await w.click(byId('tour-next'));
      };

      let w = await open(null);
      const launchPage = page.frames().find((f) => f.url().includes('/scorm/launch.html'));
      await waitUntil(launchPage, 'the bridge to find the runtime', () => document.body.dataset.scorm === 'connected');
      // Step 1: a wrong number, the answer shown, then the right one (practice: does not count).
      await waitText(w, 'tour-step', new RegExp(`^${TITLE}, step 1 of 4`));
      // A graded path: no Leave (it would show the open answers, to be scored at a relaunch).
      assert(w.url().includes('graded=1') && (await w.locator(byId('tour-exit')).count()) === 0, `a Leave in the package: ${w.url()}`);
      await w.fill(byId('tour-number'), '99999');
      await w.click(byId('tour-check'));
      await waitText(w, 'tour-verdict', /^Not yet/);
      await w.click(byId('tour-reveal'));
      const verdict = await waitText(w, 'tour-verdict', /^Not quite\. The answer is -?[0-9.]+\./);
      const value = verdict.match(/The answer is (-?[0-9.]+)\./)[1];
      await w.fill(byId('tour-number'), value);
      await w.click(byId('tour-check'));
      await waitText(w, 'tour-verdict', /^Right\./);
      await waitText(w, 'tour-practice', /^Practice/);
      await w.click(byId('tour-next'));
      await answerChoice(w, 2, 1);
      // Step 3 opens; the learner leaves (the platform closes the course's frame).
      await waitText(w, 'tour-step', /step 3 of 4/);
      const location = version === 'scorm12' ? (c) => c.core.lesson_location : (c) => c.location;
      await waitUntil(page, 'the location saved', ([name, key]) => {
        const c = window[name].renderCMIToJSONObject().cmi;
        return (key === '1.2' ? c.core.lesson_location : c.location) === '3';
      }, [api, version === 'scorm12' ? '1.2' : '2004']);
      await page.evaluate(() => { document.getElementById('sco').src = 'about:blank'; });
      await waitUntil(page, 'the course to finish its session', () => window.finished === true);
      const left = (await cmi()).cmi;
      assert(location(left) === '3', `location ${location(left)}`);
      assert((version === 'scorm12' ? left.core.exit : left.exit) === 'suspend', 'exit suspend');
      assert(left.suspend_data.length > 0, 'suspend data');

      // Back later: the platform hands the course its saved data; it resumes at step 3.
      const saved = JSON.parse(JSON.stringify(left));
      if (version === 'scorm12') saved.core.entry = 'resume'; else saved.entry = 'resume';
      w = await open(saved);
      await waitText(w, 'tour-step', new RegExp(`^${TITLE}, step 3 of 4`));
      // The steps answered in the first session show those answers (the choice marked, the
      // verdict); a new answer there is practice and changes nothing in the platform.
      await w.click(byId('tour-back'));
      await waitText(w, 'tour-step', /step 2 of 4/);
      await waitText(w, 'tour-verdict', /^Right\. Because\./);
      assert(await w.locator('[data-testid="tour-question"] input[type="radio"]').nth(1).isChecked(), 'the earlier choice is marked');
      assert(await w.locator('[data-testid="tour-practice"]').count() === 0, 'no practice line before a new answer');
      await w.click(byId('tour-back'));
      await waitText(w, 'tour-step', /step 1 of 4/);
      await waitText(w, 'tour-verdict', /^Not quite\. The answer is/);
      assert((await w.inputValue(byId('tour-number'))) === '99999', `the earlier number: ${await w.inputValue(byId('tour-number'))}`);
      await w.click(byId('tour-next'));
      await waitText(w, 'tour-step', /step 2 of 4/);
      await w.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).check();
      await w.click(byId('tour-check'));
      await waitText(w, 'tour-verdict', /^Not quite\./);
      await waitText(w, 'tour-practice', /^Practice, not scored/);
      await w.click(byId('tour-next'));
      await answerChoice(w, 3, 2);
      await waitText(w, 'tour-step', /step 4 of 4/);
      await w.locator('[data-testid="tour-question"] input[type="radio"]').nth(0).check();
      await w.click(byId('tour-check'));
      await waitText(w, 'tour-verdict', /^Right\./);
      await w.click(byId('tour-next'));
      await waitUntil(page, 'the course to finish', () => window.finished === true);
      // The learner reads the same first-answer score, from the widget's own scoring.
      const said = await waitText(w, 'notice', /Score:/);
      const expected = `You finished "${TITLE}". Score: 3 of 4 (75 %), pass mark ${passed ? '70 %: passed' : '80 %: not passed'}.`;
      assert(said === expected, `${said} (expected ${expected})`);
      // ... and in the path's card, where the learner clicked Finish.
      const inCard = await waitText(w, 'tour-score', /Score:/);
      assert(`You finished "${TITLE}". ${inCard}` === expected, inCard);
      const c = (await cmi()).cmi;
      const interactions = Object.values(c.interactions || {}).filter((i) => i && i.id);
      const shown = JSON.stringify(c, null, 1).slice(0, 3000);
      // One interaction per question, the answer that counts: the first one.
      assert(interactions.length === 4, `interactions: ${shown}`);
      const results = interactions.map((i) => i.result);
      if (version === 'scorm12') {
        assert(JSON.stringify(results) === '["wrong","correct","correct","correct"]', shown);
        assert(interactions[0].type === 'numeric' && interactions[0].student_response === '99999', shown);
        assert(interactions[1].type === 'choice' && interactions[1].student_response === '1' && interactions[1].correct_responses['0'].pattern === '1', shown);
        assert(Number(c.core.score.raw) === 75 && Number(c.core.score.max) === 100, shown);
        assert(c.core.lesson_status === 'failed', `80 % not reached: ${c.core.lesson_status}`);
      } else {
        assert(JSON.stringify(results) === '["incorrect","correct","correct","correct"]', shown);
        assert(interactions[0].type === 'numeric' && interactions[0].learner_response === '99999' && /\[:\]/.test(interactions[0].correct_responses['0'].pattern), shown);
        assert(interactions[1].id === 'urn:ropescope:scorm-check:two' && interactions[1].learner_response === 'choice-1' && interactions[1].correct_responses['0'].pattern === 'choice-1', shown);
        assert(Number(c.score.scaled) === 0.75 && Number(c.score.raw) === 75, shown);
        assert(c.completion_status === 'completed' && c.success_status === 'passed', `${c.completion_status} ${c.success_status}`);
      }
      // The one right-after-the-reveal answer did not count: 3 of 4, not 4 of 4.
      assert(problems.length === 0, problems.join('\n'));
      await page.close();
      await server.close();
    });

    await t.check(`${version}: the platform's learner language (Spanish in the learner's profile) is the widget's`, async () => {
      const lms = path.join(work, `${version}-lms`);
      assert(fs.existsSync(path.join(lms, 'lms.html')), 'the stand-in platform is set up by the check before');
      const launchFile = /<resource [^>]*href="([^"]+)"/.exec(fs.readFileSync(path.join(lms, 'pkg', 'imsmanifest.xml'), 'utf8'))[1];
      const server = await serve({ root: lms, prefix: '/lms/', headers: { 'Content-Security-Policy': CSP } });
      const { page, problems } = await watchedPage(browser, { width: 1280, height: 1000 });
      const profile = version === 'scorm12' ? { student_preference: { language: 'es-ES' } } : { learner_preference: { language: 'es-ES' } };
      await page.addInitScript((s) => { window.saved = s; }, profile);
      await page.goto(`${server.url}lms.html?launch=${encodeURIComponent(launchFile)}`, { waitUntil: 'load' });
      await widgetShown(page);
      const w = page.frames().find((f) => /\/index\.html\?/.test(f.url()));
      assert(/[?&]lang=es(&|$)/.test(w.url()), `no lang=es: ${w.url()}`);
      assert((await w.evaluate(() => document.documentElement.lang)) === 'es', 'the widget is not in Spanish');
      // The step's heading reads in Spanish ("paso 1 de 4"), not English.
      const heading = await waitText(w, 'tour-step', /1/);
      assert(!/step 1 of 4/.test(heading), heading);
      // A language the widget does not speak leaves it to the browser (English here), with no notice.
      await page.close();
      const second = await watchedPage(browser, { width: 1280, height: 1000 });
      const unknown = version === 'scorm12' ? { student_preference: { language: 'fr' } } : { learner_preference: { language: 'fr-FR' } };
      await second.page.addInitScript((s) => { window.saved = s; }, unknown);
      await second.page.goto(`${server.url}lms.html?launch=${encodeURIComponent(launchFile)}`, { waitUntil: 'load' });
      await widgetShown(second.page);
      const w2 = second.page.frames().find((f) => /\/index\.html\?/.test(f.url()));
      assert(!/[?&]lang=/.test(w2.url()), `lang= for French: ${w2.url()}`);
      await waitText(w2, 'tour-step', /step 1 of 4/);
      assert(problems.length === 0 && second.problems.length === 0, [...problems, ...second.problems].join('\n'));
      await second.page.close();
      await server.close();
    });
  }
} finally {
  fs.rmSync(path.join(dist, 'paths', pathFile), { force: true });
  await browser.close();
  await widget.close();
}
process.exit(t.done() ? 0 : 1);
