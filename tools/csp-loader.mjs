// Trunk post-build hook, run on every `trunk build` and `trunk serve` (see Trunk.toml):
//
// 1. Strict CSP: moves the inline <script type="module"> loader that Trunk writes into
//    index.html out into its own file (script-src 'self' 'wasm-unsafe-eval', no inline
//    scripts); fails the build if the page still has inline script or style.
// 2. Preloads: Trunk builds the page and the on-demand parts module (ropescope-more) with
//    wasm-bindgen into one output folder, so each sees the other's JS snippets and index.html
//    gets a modulepreload for all of them. Keeps a snippet's preload only if the page's own
//    module imports it (the parts' snippets load with the parts).
// 3. Cache-safe parts: Trunk gives the parts module (built as a worker, to keep it out of the
//    page's loader) a fixed name. This renames its JS and wasm to names with a hash of their
//    content and writes the JS's name into index.html as
//    <meta name="ropescope-parts" content="...">, which the page reads (app::part). A redeploy
//    therefore never pairs a cached old parts module with a new page.
// 4. No ignored integrity: browsers do not check `integrity` on a preload `as="fetch"` (the
//    page's wasm) nor on an icon, and Chromium logs a warning on every load for it; the
//    attribute goes from those two links (the wasm is fetched again by the loader, the module
//    preloads keep theirs).
//
// Works with any `--public-url` (the default `./`, or an absolute sub-path like
// /course/ropescope/): every path below is written with the prefix Trunk used for the page.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('csp-loader: TRUNK_STAGING_DIR is not set (run as a Trunk hook)');
  process.exit(1);
}
const file = path.join(dir, 'index.html');
let html = fs.readFileSync(file, 'utf8');
const hash = (...parts) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The page's own module, and the public URL prefix Trunk wrote before it.
const pagePreloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]*?)(ropescope-[0-9a-f]+\.js)"/g)];
if (pagePreloads.length !== 1) {
  console.error(`csp-loader: expected one preload of the page's module, found ${pagePreloads.length}`);
  process.exit(1);
}
const [, prefix, pageJs] = pagePreloads[0];

// 1. The inline loader into a file.
const inline = /<script type="module">([\s\S]*?)<\/script>/g;
let count = 0;
html = html.replace(inline, (_, body) => {
  // Offline use (www/offline.js registers the service worker): loaded once the page's module
  // has started, off the first paint's path (a service worker is for the next visit), and only
  // on a page not in a frame (an embed, a SCORM package: which ships no offline.js).
  body = `${body.trim()}\nif (top === self) {\nconst offline = document.createElement('script');\n` +
    `offline.src = '${prefix}offline.js';\ndocument.head.append(offline);\n}\n`;
  const name = `loader-${hash(body)}.js`;
  fs.writeFileSync(path.join(dir, name), body);
  count++;
  return `<script type="module" src="${prefix}${name}"></script>`;
});
if (count === 0 && !new RegExp(`src="${escape(prefix)}loader-[0-9a-f]{16}\\.js"`).test(html)) {
  console.error('csp-loader: no inline loader script found in index.html');
  process.exit(1);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html) || /<style[\s>]/.test(html) || /\sstyle="/.test(html)) {
  console.error('csp-loader: index.html still has inline script or style');
  process.exit(1);
}

// 2. Only the page's own snippets are preloaded.
const pageSource = fs.readFileSync(path.join(dir, pageJs), 'utf8');
let dropped = 0;
html = html.replace(new RegExp(`<link rel="modulepreload" href="${escape(prefix)}(snippets/[^"]+)"[^>]*>\\n?`, 'g'), (link, href) => {
  if (pageSource.includes(`./${href}`)) return link;
  dropped++;
  return '';
});

// 3. The parts module under content-hashed names.
const partsJs = path.join(dir, 'ropescope-more.js');
const partsWasm = path.join(dir, 'ropescope-more_bg.wasm');
let partsName = null;
if (fs.existsSync(partsJs) && fs.existsSync(partsWasm)) {
  const js = fs.readFileSync(partsJs, 'utf8');
  const wasm = fs.readFileSync(partsWasm);
  const h = hash(js, wasm);
  const wasmName = `ropescope-more-${h}_bg.wasm`;
  partsName = `ropescope-more-${h}.js`;
  if (!js.includes("'ropescope-more_bg.wasm'")) {
    console.error('csp-loader: the parts module does not name its wasm as expected');
    process.exit(1);
  }
  fs.writeFileSync(path.join(dir, partsName), js.replaceAll("'ropescope-more_bg.wasm'", `'${wasmName}'`));
  fs.renameSync(partsWasm, path.join(dir, wasmName));
  fs.rmSync(partsJs);
  html = html.replace('</head>', `<meta name="ropescope-parts" content="${prefix}${partsName}">\n</head>`);
} else if (!/<meta name="ropescope-parts"/.test(html)) {
  console.error('csp-loader: the parts module (ropescope-more.js and its wasm) is missing');
  process.exit(1);
}
// 4. Integrity only where a browser checks it.
let unchecked = 0;
html = html.replace(/<link rel="(preload|icon)"[^>]*>/g, (link) => link.replace(/ integrity="[^"]*"/, () => {
  unchecked++;
  return '';
}));
// 5. The JS the page loads at start (its wasm-bindgen module, the loader, the snippets it
//    preloads), minified with terser (tests/e2e's pinned copy, installed by ./dev.sh setup), as
//    any production site ships its scripts; the module preloads' integrity follows the new bytes.
//    Only these: the parts module and the model worker load later and keep their readable form.
const requireE2e = createRequire(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../tests/e2e/package.json'));
let terser;
try {
  terser = requireE2e('terser');
} catch {
  console.error('csp-loader: terser is not installed (run ./dev.sh setup)');
  process.exit(1);
}
const startFiles = new Set([pageJs]);
for (const m of html.matchAll(new RegExp(`<link rel="modulepreload" href="${escape(prefix)}([^"]+\\.js)"`, 'g'))) startFiles.add(m[1]);
for (const m of html.matchAll(new RegExp(`<script type="module" src="${escape(prefix)}(loader-[0-9a-f]{16}\\.js)"`, 'g'))) startFiles.add(m[1]);
let before = 0, after = 0;
for (const rel of startFiles) {
  const f = path.join(dir, rel);
  const src = fs.readFileSync(f, 'utf8');
  const out = await terser.minify(src, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (typeof out.code !== 'string' || out.code.length === 0) {
    console.error(`csp-loader: terser gave nothing for ${rel}`);
    process.exit(1);
  }
  fs.writeFileSync(f, out.code);
  before += src.length;
  after += out.code.length;
  const sri = `sha384-${crypto.createHash('sha384').update(out.code).digest('base64')}`;
  html = html.replace(new RegExp(`(<link rel="modulepreload" href="${escape(prefix)}${escape(rel)}"[^>]*integrity=")[^"]*"`), `$1${sri}"`);
}
fs.writeFileSync(file, html);
console.log(`csp-loader: minified ${startFiles.size} start script(s), ${before} -> ${after} bytes`);
console.log(`csp-loader: removed ${unchecked} integrity attribute(s) browsers ignore (wasm preload, icon)`);
console.log(`csp-loader: moved ${count} inline loader script(s) out of index.html; dropped ${dropped} preload(s) of snippets the page does not import; parts module ${partsName ?? '(already hashed)'}; public URL prefix "${prefix}"`);
