// Trunk post-build hook, after csp-loader.mjs and model-dist.sh (see Trunk.toml): writes
// site-files.json, the list of the built site's files (paths relative to the site, '/'
// separated, sorted): `files` (the page, its modules, styles, paths, the SCORM launch page and
// schemas, ...) and `model` (the model lab's worker, wasm and chunks, about 98 MB, under
// model/). The path editor's SCORM download (www/scorm-pack.js) copies exactly these files into
// its package, the model's only when the teacher asks. The service worker (www/sw.js) precaches
// `files` for offline use: this hook writes into sw.js the build's version (a hash of every
// file's name and content but the model's chunks, which the chunk manifest's hashes cover) and
// the chunks' names (which it leaves to the model worker's own cache).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('site-files: TRUNK_STAGING_DIR is not set (run as a Trunk hook)');
  process.exit(1);
}
const OUT = 'site-files.json';
const files = [];
(function walk(rel) {
  for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    // statSync follows links: a linked chunk is listed as the file it is.
    const st = fs.statSync(path.join(dir, r));
    if (st.isDirectory()) walk(r);
    else if (st.isFile() && r !== OUT) files.push({ path: r, size: st.size });
  }
})('');
const isModel = (f) => f.path.startsWith('model/');
const list = {
  files: files.filter((f) => !isModel(f)).map((f) => f.path),
  model: files.filter(isModel).map((f) => f.path),
};
fs.writeFileSync(path.join(dir, OUT), JSON.stringify(list));

const SW = path.join(dir, 'sw.js');
let chunks = [];
const modelManifest = path.join(dir, 'model', 'manifest.json');
if (fs.existsSync(modelManifest)) {
  chunks = JSON.parse(fs.readFileSync(modelManifest, 'utf8')).chunks.map((c) => c.file);
}
// The model worker's cache of chunks, which the service worker keeps across versions.
let modelCache = null;
const modelWorker = path.join(dir, 'model', 'worker.js');
if (fs.existsSync(modelWorker)) {
  const m = /const CACHE_NAME = "([^"]+)";/.exec(fs.readFileSync(modelWorker, 'utf8'));
  if (!m) {
    console.error('site-files: model/worker.js names no CACHE_NAME');
    process.exit(1);
  }
  modelCache = m[1];
}
const hash = crypto.createHash('sha256');
for (const f of files) {
  if (f.path === 'sw.js' || (f.path.startsWith('model/') && chunks.includes(f.path.slice('model/'.length)))) continue;
  hash.update(`${f.path}\0`);
  hash.update(fs.readFileSync(path.join(dir, f.path)));
}
const version = hash.digest('hex').slice(0, 16);
if (fs.existsSync(SW)) {
  const src = fs.readFileSync(SW, 'utf8');
  const out = src
    .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
    .replace('const CHUNKS = [];', `const CHUNKS = ${JSON.stringify(chunks)};`)
    .replace(/const MODEL_CACHE = '[^']*';/, (m) => (modelCache ? `const MODEL_CACHE = '${modelCache}';` : m));
  if (out === src) {
    console.error('site-files: sw.js has no VERSION / CHUNKS to fill in');
    process.exit(1);
  }
  fs.writeFileSync(SW, out);
}
const bytes = (fs_) => fs_.reduce((s, f) => s + f.size, 0);
console.log(`site-files: ${list.files.length} site files (${bytes(files.filter((f) => !isModel(f)))} bytes), ${list.model.length} model files (${bytes(files.filter(isModel))} bytes) in ${OUT}; service worker version ${version}`);
