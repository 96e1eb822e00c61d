// Tests of the build hook tools/csp-loader.mjs on synthetic Trunk output (no browser, no build):
// - the parts module gets a name that changes with its content (and only then), the page is
//   told that name in a <meta> tag, and the module's JS points at its renamed wasm: two deploys
//   never share a parts module URL, so a cached old module cannot meet a new page;
// - the inline loader moves into a file, under whatever --public-url Trunk used ("./" or an
//   absolute sub-path);
// - snippets the page does not import lose their preload;
// - the scripts the page loads at start are minified, their preloads' integrity recomputed.
// Usage: node tests/e2e/hook.mjs
import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { harness, assert } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const hook = path.join(here, '../../tools/csp-loader.mjs');
const t = harness('build hook');

// What Trunk leaves in its staging folder, in miniature.
function staging(prefix, partsWasm, pageSource = "import './snippets/page-abc/www/more-loader.js';") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ropescope-hook-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="${prefix}ropescope-0123456789abcdef.js" crossorigin="anonymous">
<link rel="modulepreload" href="${prefix}snippets/page-abc/www/more-loader.js" crossorigin="anonymous" integrity="sha384-stale">
<link rel="modulepreload" href="${prefix}snippets/page-abc/www/kernel-js.js" crossorigin="anonymous">
<link rel="preload" href="${prefix}ropescope-0123456789abcdef_bg.wasm" as="fetch" type="application/wasm">
<script type="module">import init from '${prefix}ropescope-0123456789abcdef.js'; init();</script>
</head><body></body></html>`);
  fs.writeFileSync(path.join(dir, 'ropescope-0123456789abcdef.js'), pageSource);
  fs.mkdirSync(path.join(dir, 'snippets/page-abc/www'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'snippets/page-abc/www/more-loader.js'),
    '// The parts loader, in miniature.\nexport function loadParts(url) {\n  const answer = import(url);\n  return answer;\n}\n');
  fs.writeFileSync(path.join(dir, 'ropescope-more.js'), "export default function init() { return new URL('ropescope-more_bg.wasm', import.meta.url); }\n");
  fs.writeFileSync(path.join(dir, 'ropescope-more_bg.wasm'), partsWasm);
  return dir;
}
const run = (dir) => execFileSync('node', [hook], { env: { ...process.env, TRUNK_STAGING_DIR: dir }, encoding: 'utf8' });
const partsName = (dir) => /<meta name="ropescope-parts" content="([^"]+)">/.exec(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1];

for (const prefix of ['./', '/course/ropescope/']) {
  await t.check(`prefix ${prefix}: loader moved out, parts module named by content, page told its name`, async () => {
    const dir = staging(prefix, Buffer.from([0, 97, 115, 109, 1]));
    run(dir);
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    assert(!/<script type="module">/.test(html), 'inline loader left');
    const loader = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1];
    assert(loader && loader.startsWith(`${prefix}loader-`) && fs.existsSync(path.join(dir, loader.slice(prefix.length))), `loader ${loader}`);
    assert(!html.includes('kernel-js.js') && html.includes('more-loader.js'), 'snippet preloads');
    const name = partsName(dir);
    assert(name && name.startsWith(`${prefix}ropescope-more-`) && name.endsWith('.js'), `meta ${name}`);
    const file = name.slice(prefix.length);
    const js = fs.readFileSync(path.join(dir, file), 'utf8');
    const wasmName = /'(ropescope-more-[0-9a-f]{16}_bg\.wasm)'/.exec(js)?.[1];
    assert(wasmName && fs.existsSync(path.join(dir, wasmName)), `the renamed JS points at ${wasmName}`);
    assert(!fs.existsSync(path.join(dir, 'ropescope-more.js')) && !fs.existsSync(path.join(dir, 'ropescope-more_bg.wasm')), 'fixed names left behind');
    // The start scripts are minified (no comment, no indentation left) and a module preload's
    // integrity is that of the bytes now in the file.
    const snippet = fs.readFileSync(path.join(dir, 'snippets/page-abc/www/more-loader.js'), 'utf8');
    assert(!snippet.includes('//') && !snippet.includes('\n  ') && snippet.includes('export') && snippet.includes('loadParts'), `not minified: ${snippet}`);
    const sri = /href="[^"]*more-loader\.js"[^>]*integrity="([^"]+)"/.exec(html)?.[1];
    const want = `sha384-${crypto.createHash('sha384').update(snippet).digest('base64')}`;
    assert(sri === want, `integrity ${sri}, the file's ${want}`);
  });
}

await t.check('two deploys: new content, new name; same content, same name', async () => {
  const a = staging('./', Buffer.from([0, 97, 115, 109, 1]));
  const b = staging('./', Buffer.from([0, 97, 115, 109, 2]));
  const c = staging('./', Buffer.from([0, 97, 115, 109, 1]));
  run(a); run(b); run(c);
  assert(partsName(a) !== partsName(b), 'a changed parts module kept its name');
  assert(partsName(a) === partsName(c), 'the same parts module got a new name');
});

await t.check('a page with inline script left, or no parts module, fails the build', async () => {
  const dir = staging('./', Buffer.from([1]));
  fs.rmSync(path.join(dir, 'ropescope-more_bg.wasm'));
  let failed = false;
  try { run(dir); } catch { failed = true; }
  assert(failed, 'a missing parts module passed');
});

process.exit(t.done() ? 0 : 1);
