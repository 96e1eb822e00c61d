// Headless Chromium checks of the model worker (model/web/worker.js): serves the repository
// root on 127.0.0.1 (plus /fixtures/ = a temporary folder of deliberately bad manifests and
// chunks, built here; .tools/model/chunks is never modified), opens model/web/test.html and
// drives the worker through its protocol. Prints one "ok"/"FAIL" line per check and a closing
// "model worker: N passed, M failed" (exit 1 on any failure).
// Needs model/build-wasm.sh, model/split.sh, and playwright-core (tests/e2e/node_modules or
// .tools/node) with Debian's chromium.
//   node model/web/browser-check.mjs
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import fs from "node:fs";
import os from "node:os";
import crypto from "node:crypto";
import { dirname, join, normalize, extname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// playwright-core from the widget's e2e tools, else from .tools/node (npm install --prefix).
let chromium;
for (const base of [join(root, "tests", "e2e"), join(root, ".tools", "node")]) {
  try {
    ({ chromium } = createRequire(join(base, "package.json"))("playwright-core"));
    break;
  } catch {}
}
if (!chromium) throw new Error("playwright-core not found: ./dev.sh setup, or npm install --prefix .tools/node playwright-core@1.64.1");

// The real manifest of model/split.sh.
const chunkDir = join(root, ".tools", "model", "chunks");
const manifestName = fs.existsSync(chunkDir) && fs.readdirSync(chunkDir).find((f) => f.endsWith(".json"));
if (!manifestName) throw new Error("no manifest in .tools/model/chunks: run model/split.sh");
if (!fs.existsSync(join(root, "model", "web", "pkg", "ropescope_model_bg.wasm")))
  throw new Error("no model/web/pkg: run model/build-wasm.sh");
const GOOD = `/.tools/model/chunks/${manifestName}`;
const real = JSON.parse(fs.readFileSync(join(chunkDir, manifestName), "utf8"));
const first = real.chunks[0];
const sha = (b) => crypto.createHash("sha256").update(b).digest("hex");

// Fixtures. Manifests live in /fixtures/<case>/manifest.json; their good chunks point back to
// the real parts ("../../.tools/model/chunks/..."), the bad ones to /fixtures/bytes/.
const fixtures = fs.mkdtempSync(join(os.tmpdir(), "ropescope-worker-"));
fs.mkdirSync(join(fixtures, "bytes"));
const part0 = fs.readFileSync(join(chunkDir, first.file));
fs.writeFileSync(join(fixtures, "bytes", "short.part00"), part0.subarray(0, 5 * 1024 * 1024));
const flipped = Buffer.from(part0);
flipped[1234567] ^= 0x40;
fs.writeFileSync(join(fixtures, "bytes", "flipped.part00"), flipped);
const toReal = (c) => ({ ...c, file: `../../.tools/model/chunks/${c.file}` });
const fixture = (name, chunk0) => {
  fs.mkdirSync(join(fixtures, name));
  const m = { ...real, chunks: [chunk0, ...real.chunks.slice(1).map(toReal)] };
  fs.writeFileSync(join(fixtures, name, "manifest.json"), JSON.stringify(m));
  return `/fixtures/${name}/manifest.json`;
};
const TRUNCATED = fixture("truncated", { ...first, file: "../bytes/short.part00" });
const CORRUPT = fixture("corrupt", { ...first, file: "../bytes/flipped.part00" });
// Every chunk passes its own check, the whole file does not.
const WHOLE = fixture("whole", { ...first, file: "../bytes/flipped.part00", sha256: sha(flipped) });
const NOCHUNK = fixture("nochunk", { ...first, file: "../bytes/absent.part00" });
const MISSING = "/fixtures/absent/manifest.json";

const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".json": "application/json" };
// Every request the server sees, as host + path (the foreign-chunk check reads it).
const seen = [];
const server = createServer(async (req, res) => {
  seen.push(`${req.headers.host}${req.url}`);
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
  const [base, rel] = path.startsWith("/fixtures/") ? [fixtures, path.slice("/fixtures/".length)] : [root, path];
  const file = resolve(base, "." + sep + rel);
  try {
    if (!file.startsWith(resolve(base) + sep)) throw new Error("outside");
    const body = await readFile(file);
    res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const port = server.address().port;
// A manifest whose first chunk is the real one on another origin (insecure.test is this server
// under another name): the worker must refuse it without requesting anything there.
const FOREIGN = fixture("foreign", { ...first, file: `http://insecure.test:${port}/.tools/model/chunks/${first.file}` });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
    // http://insecure.test is this server too, but not a secure context: no Cache API there.
    "--host-resolver-rules=MAP insecure.test 127.0.0.1"] });

let passed = 0, failed = 0;
async function check(what, fn) {
  try {
    await fn();
    passed++;
    console.log(`ok   model worker: ${what}`);
  } catch (e) {
    failed++;
    console.log(`FAIL model worker: ${what}\n     ${(e && e.stack) || e}`);
  }
}
function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// A fresh browser context (empty cache) with the test page open.
async function freshPage(host = "127.0.0.1") {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The deliberate 404s (and favicon.ico) show up as console errors: only print the others.
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 404/.test(m.text())) console.log("     console:", m.text());
  });
  page.on("pageerror", (e) => console.log("     pageerror:", e.message));
  await page.goto(`http://${host}:${port}/model/web/test.html`);
  await page.waitForFunction(() => window.labReady === true);
  return { context, page };
}
// Worker handles live in the page (window.W[name]); replies come back trimmed: an Output becomes
// {top5 ids, mean_loss, json} (json: the whole Output as a string, for exact comparisons).
const spawn = (page, name) => page.evaluate((n) => { (window.W ??= {})[n] = labWorker(); }, name);
const stop = (page, name) => page.evaluate((n) => { window.W[n].terminate(); delete window.W[n]; }, name);
const call = (page, name, msg) =>
  page.evaluate(async ([n, m]) => {
    const r = await labCall(window.W[n], m);
    // `output_text: true` answers with the Output's JSON text: read it here, flagged.
    const trim = (o) => {
      if (typeof o === "string") return { ...trim(JSON.parse(o)), text: true };
      return o && { top5: o.top5.map((t) => t.id), mean_loss: o.mean_loss, n: o.ids.length, json: JSON.stringify(o) };
    };
    if (r.output) r.output = trim(r.output);
    if (r.trained) r.trained = trim(r.trained);
    return r;
  }, [name, msg]);
const expectError = (r, code, ...words) => {
  assert(r.type === "error", `expected an error ${code}, got ${r.type}`);
  assert(r.code === code, `expected code ${code}, got ${r.code}: ${r.message}`);
  for (const w of words) assert(r.message.includes(w), `message lacks ${JSON.stringify(w)}: ${r.message}`);
  console.log(`     ${r.code}: ${r.message}`);
};

const ref = JSON.parse(fs.readFileSync(join(root, "tests", "data", "model_reference.json"), "utf8"));
const refTop5 = ref.run.top5.map((t) => t.id);
const RUN = { type: "run", ids: ref.run.ids, layer: 14, head: 4 };
const expectReference = (r) => {
  assert(r.type === "result", `run: ${r.type} ${r.message ?? ""}`);
  assert(same(r.output.top5, refTop5), `top-5 ${r.output.top5} != reference ${refTop5}`);
  assert(Math.abs(r.output.mean_loss - ref.run.mean_loss) < 1e-3, `mean loss ${r.output.mean_loss} != ${ref.run.mean_loss}`);
};
const expectReady = (r, fromCache) => {
  assert(r.type === "ready", `load: ${r.type} ${r.code ?? ""} ${r.message ?? ""}`);
  assert(r.from_cache === fromCache, `from_cache ${r.from_cache}, expected ${fromCache}`);
  assert(r.progress.length === real.chunks.length, `${r.progress.length} progress messages`);
  assert(r.progress.every((p) => p.cached === fromCache && p.total === real.size), "progress cached/total");
  assert(r.progress.at(-1).loaded === real.size, "progress does not reach the total");
  assert(r.memory_bytes >= real.size, `memory_bytes ${r.memory_bytes}`);
  assert(r.config.n_layers === 30 && r.settings && Array.isArray(r.settings.inv_freq), "config/settings");
};
const mib = (b) => (b / 1048576).toFixed(0);

let code = 1;
try {
  // --- context A: the normal path, then the cache ---
  const A = await freshPage();
  let defaults;
  await check("(a) first load from the network; reference top-5 and mean loss", async () => {
    await spawn(A.page, "w1");
    const t0 = Date.now();
    const r = await call(A.page, "w1", { type: "load", manifest: GOOD });
    expectReady(r, false);
    defaults = r.settings;
    console.log(`     load ${r.load_ms.toFixed(0)} ms in the worker (${Date.now() - t0} ms end to end), wasm memory ${mib(r.memory_bytes)} MiB`);
    const run = await call(A.page, "w1", RUN);
    expectReference(run);
    assert(run.memory_bytes >= r.memory_bytes, "run memory_bytes");
    const enc = await call(A.page, "w1", { type: "encode", text: "The capital of France is Paris. ".repeat(8) });
    const ids = Array.from(enc.ids).slice(0, 32);
    assert(ids.length === 32, "encode");
    const times = [];
    for (let i = 0; i < 4; i++) times.push((await call(A.page, "w1", { type: "run", ids, layer: 10, head: 3 })).ms);
    console.log(`     forward pass, 32 tokens: ${times.map((t) => t.toFixed(0)).join(", ")} ms (first is warm-up)`);
  });
  await check("bad input -> code input; a run before any load -> code input", async () => {
    expectError(await call(A.page, "w1", { type: "run", ids: [99999999], layer: 0, head: 0 }), "input");
    expectError(await call(A.page, "w1", { type: "run", ids: [1, 2], layer: 99, head: 0 }), "input");
    expectError(await call(A.page, "w1", { type: "bogus" }), "input");
    expectReference(await call(A.page, "w1", RUN)); // still usable
    await spawn(A.page, "empty");
    expectError(await call(A.page, "empty", RUN), "input", "no model loaded");
    await stop(A.page, "empty");
  });
  await stop(A.page, "w1");
  await check("(b) second load in the same context comes from the cache, same top-5", async () => {
    await spawn(A.page, "w2");
    const r = await call(A.page, "w2", { type: "load", manifest: GOOD });
    expectReady(r, true);
    console.log(`     load from the cache ${r.load_ms.toFixed(0)} ms`);
    expectReference(await call(A.page, "w2", RUN));
  });
  await check("(f) run-pair: equal outputs with the defaults, different loss with rope disabled", async () => {
    const run = await call(A.page, "w2", RUN);
    const p = await call(A.page, "w2", { ...RUN, type: "run-pair", settings: defaults });
    assert(p.type === "result-pair", `${p.type} ${p.message ?? ""}`);
    assert(p.output.json === p.trained.json, "output != trained with the default settings");
    assert(p.trained.json === run.output.json, "trained != a separate run with the defaults");
    assert(p.trained_cached === false && p.trained_ms > 0 && p.memory_bytes > 0, "first pair: trained computed");
    const off = await call(A.page, "w2", { ...RUN, type: "run-pair", settings: { ...defaults, enabled: false } });
    assert(off.type === "result-pair", `${off.type} ${off.message ?? ""}`);
    assert(off.trained_cached === true && off.trained_ms === 0, "second pair: trained not reused");
    assert(off.trained.json === p.trained.json, "reused trained differs");
    assert(Math.abs(off.output.mean_loss - off.trained.mean_loss) > 0.05,
      `NoPE loss ${off.output.mean_loss} vs trained ${off.trained.mean_loss}`);
    console.log(`     mean loss: trained ${off.trained.mean_loss.toFixed(4)}, rope off ${off.output.mean_loss.toFixed(4)}; pair ${p.ms.toFixed(0)}+${p.trained_ms.toFixed(0)} ms, then ${off.ms.toFixed(0)}+0 ms`);
    const other = await call(A.page, "w2", { ...RUN, type: "run-pair", settings: defaults, layer: 13 });
    assert(other.trained_cached === false, "trained reused across a different layer");
    expectError(await call(A.page, "w2", { ...RUN, type: "run-pair", settings: { ...defaults, rotary_dim: "x" } }), "input");
    // max_tokens keeps the first tokens of a text and says so.
    const cut = await call(A.page, "w2", { type: "run-pair", text: ref.run.text, settings: defaults, layer: 0, head: 0, max_tokens: 5 });
    assert(cut.type === "result-pair" && cut.truncated === true && cut.output.n === 5 && cut.trained.n === 5,
      `max_tokens: ${cut.type} truncated=${cut.truncated} n=${cut.output?.n}`);
    assert(p.truncated === false, "truncated without max_tokens");
    const whole = await call(A.page, "w2", { type: "run", text: ref.run.text, layer: 0, head: 0, max_tokens: 500 });
    assert(whole.truncated === false && same(whole.output.top5, refTop5), "max_tokens above the length");
    // The page asks for the runs as text (it reads them once, in Rust): the same runs.
    const asText = await call(A.page, "w2", { ...RUN, type: "run-pair", settings: defaults, output_text: true });
    assert(asText.output.text === true && asText.trained.text === true, "output_text: the runs are not text");
    assert(asText.output.json === p.output.json && asText.trained.json === p.trained.json,
      "output_text: the text is not the same run");
    expectError(await call(A.page, "w2", { ...RUN, max_tokens: 0 }), "input");
  });
  await check("a sweep over the token cap is refused before any work (no point, the sizes named)", async () => {
    const t0 = Date.now();
    const r = await call(A.page, "w2", { type: "sweep", before: "word ".repeat(700), after: "more ".repeat(400),
      answer: "12345", gaps: [0, 100], methods: [{ name: "current", settings: defaults }], max_tokens: 1024 });
    expectError(r, "input", "before the gap", "at most 1024 in all");
    console.log(`     refused in ${Date.now() - t0} ms`);
  });
  await check("a bad cached chunk is reported, deleted, and a reload fetches it again", async () => {
    const key = await A.page.evaluate(async ([m, c]) => {
      const k = `${new URL(c.file, new URL(m, location.href)).href}?sha256=${c.sha256}`;
      const cache = await caches.open("ropescope-model-v1");
      if (!(await cache.match(k))) return null;
      await cache.put(k, new Response(new Uint8Array(1000)));
      return k;
    }, [GOOD, real.chunks[2]]);
    assert(key, "chunk 2 was not in the cache");
    expectError(await call(A.page, "w2", { type: "load", manifest: GOOD }), "truncated", real.chunks[2].file, String(real.chunks[2].size), "1000");
    assert(!(await A.page.evaluate(() => labCacheKeys())).includes(key), "bad entry still cached");
    expectReady(await call(A.page, "w2", { type: "load", manifest: GOOD, reload: true }), false);
    expectReference(await call(A.page, "w2", RUN));
  });
  await stop(A.page, "w2");
  await A.context.close();

  // --- context B: errors on an empty cache, and recovery ---
  const B = await freshPage();
  await spawn(B.page, "w");
  await check("(e) a missing manifest -> code missing, telling how to get the model", async () => {
    expectError(await call(B.page, "w", { type: "load", manifest: MISSING }), "missing", "model/fetch.sh", "./dev.sh build");
    // No manifest: manifest.json next to worker.js (dist/model/manifest.json in a build).
    expectError(await call(B.page, "w", { type: "load" }), "missing", "/model/web/manifest.json");
  });
  await check("a manifest naming a chunk on another origin -> code corrupt, nothing requested there", async () => {
    const before = seen.length;
    expectError(await call(B.page, "w", { type: "load", manifest: FOREIGN }), "corrupt", "another origin", first.file);
    const there = seen.slice(before).filter((u) => u.startsWith("insecure.test"));
    assert(there.length === 0, `requested on the other origin: ${there.join(", ")}`);
    expectError(await call(B.page, "w", { type: "load", manifest: `http://insecure.test:${port}${GOOD}` }), "input", "not on this site");
    assert(seen.slice(before).every((u) => !u.startsWith("insecure.test")), "a foreign manifest was requested");
  });
  await check("a chunk that is not on the server -> code http", async () => {
    expectError(await call(B.page, "w", { type: "load", manifest: NOCHUNK }), "http", "absent.part00", "404");
  });
  await check("(c) a truncated chunk -> code truncated; the worker then loads the good manifest", async () => {
    expectError(await call(B.page, "w", { type: "load", manifest: TRUNCATED }), "truncated",
      "short.part00", String(first.size), String(5 * 1024 * 1024));
    expectReady(await call(B.page, "w", { type: "load", manifest: GOOD }), false);
    expectReference(await call(B.page, "w", RUN));
  });
  await check("(d) a chunk with one flipped byte -> code corrupt", async () => {
    expectError(await call(B.page, "w", { type: "load", manifest: CORRUPT }), "corrupt", "flipped.part00", first.sha256);
    expectError(await call(B.page, "w", RUN), "input", "no model loaded");
  });
  await check("whole-file SHA-256 mismatch -> code corrupt, the manifest's cache entries deleted, then a good load", async () => {
    const before = await B.page.evaluate(() => labCacheKeys());
    assert(before.length === real.chunks.length, `${before.length} cache entries before`);
    const r = await call(B.page, "w", { type: "load", manifest: WHOLE });
    expectError(r, "corrupt", real.sha256);
    assert(r.progress.length === real.chunks.length && r.progress.slice(1).every((p) => p.cached), "chunks 1.. should come from the cache");
    const after = await B.page.evaluate(() => labCacheKeys());
    assert(same(after, before.filter((k) => k.includes(first.file))), `cache after: ${after}`);
    const ok = await call(B.page, "w", { type: "load", manifest: GOOD });
    assert(ok.type === "ready" && ok.progress[0].cached && !ok.progress[1].cached, "good load after the corrupt one");
    expectReference(await call(B.page, "w", RUN));
  });
  await stop(B.page, "w");
  await B.context.close();

  // --- context C: an insecure origin (no Cache API, no crypto.subtle): plain fetches ---
  const C = await freshPage("insecure.test");
  await check("insecure context: no Cache API; loads with plain fetches, twice from the network", async () => {
    const env = await C.page.evaluate(() => ({ secure: isSecureContext, caches: "caches" in self }));
    assert(!env.secure && !env.caches, `expected an insecure context without caches: ${JSON.stringify(env)}`);
    await spawn(C.page, "w");
    expectReady(await call(C.page, "w", { type: "load", manifest: GOOD }), false);
    expectReference(await call(C.page, "w", RUN));
    expectReady(await call(C.page, "w", { type: "load", manifest: GOOD }), false);
    expectError(await call(C.page, "w", { type: "load", manifest: TRUNCATED }), "truncated", "short.part00");
    await stop(C.page, "w");
  });
  await C.context.close();
  console.log(`model worker: ${passed} passed, ${failed} failed`);
  code = failed === 0 && passed > 0 ? 0 : 1;
} finally {
  await browser.close();
  server.close();
  fs.rmSync(fixtures, { recursive: true, force: true });
}
process.exit(code);
