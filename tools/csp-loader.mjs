// Trunk post-build hook: moves the inline <script type="module"> loader that Trunk writes into
// index.html out into its own file, so the site runs under a strict Content-Security-Policy
// (script-src 'self' 'wasm-unsafe-eval', no inline scripts). Runs on every `trunk build` and
// `trunk serve` (see Trunk.toml); fails the build if the page still has inline script or style.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('csp-loader: TRUNK_STAGING_DIR is not set (run as a Trunk hook)');
  process.exit(1);
}
const file = path.join(dir, 'index.html');
let html = fs.readFileSync(file, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/g;
let count = 0;
html = html.replace(inline, (_, body) => {
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 16);
  const name = `loader-${hash}.js`;
  fs.writeFileSync(path.join(dir, name), body.trim() + '\n');
  count++;
  return `<script type="module" src="./${name}"></script>`;
});
if (count === 0 && !/src="\.\/loader-[0-9a-f]{16}\.js"/.test(html)) {
  console.error('csp-loader: no inline loader script found in index.html');
  process.exit(1);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html) || /<style[\s>]/.test(html) || /\sstyle="/.test(html)) {
  console.error('csp-loader: index.html still has inline script or style');
  process.exit(1);
}
// Trunk builds the page and the on-demand parts module (ropescope-more) with wasm-bindgen into
// one output folder, so each sees the other's JS snippets and index.html gets a modulepreload
// for all of them. Keep a snippet's preload only if the page's own module imports it: the
// parts' snippets (the Kernel view's JavaScript contender) load with the parts.
const pageJs = [...html.matchAll(/<link rel="modulepreload" href="\.\/(ropescope-[0-9a-f]+\.js)"/g)].map((m) => m[1]);
if (pageJs.length !== 1) {
  console.error(`csp-loader: expected one preload of the page's module, found ${pageJs.length}`);
  process.exit(1);
}
const pageSource = fs.readFileSync(path.join(dir, pageJs[0]), 'utf8');
let dropped = 0;
html = html.replace(/<link rel="modulepreload" href="\.\/(snippets\/[^"]+)"[^>]*>\n?/g, (link, href) => {
  if (pageSource.includes(`./${href}`)) return link;
  dropped++;
  return '';
});
fs.writeFileSync(file, html);
console.log(`csp-loader: moved ${count} inline loader script(s) out of index.html; dropped ${dropped} preload(s) of snippets the page does not import`);
