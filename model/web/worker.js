// ropescope model lab: module Web Worker around the wasm-bindgen output of ropescope-model
// (`wasm-bindgen --target web --out-dir pkg`; this file expects ./pkg/ropescope_model.js next to
// it: model/web/pkg/ in the repository, model/pkg/ in dist/). The page starts it only when the
// user opens the lab:  new Worker("model/worker.js", { type: "module" }),  and cancels a load by
// terminating it (only complete, verified chunks are ever cached, so that is always safe).
//
// PROTOCOL. Every message in may carry an `id`; every reply to it echoes that `id`.
//
//   {type: "load", manifest?: URL of the manifest of model/split.sh, halfsplit?: bool,
//    reload?: bool}
//        `manifest` is resolved against THIS SCRIPT's URL, not the page's: omit it for
//        "manifest.json" next to worker.js (dist/model/manifest.json), or send an absolute URL
//        (e.g. new URL("model/manifest.json", document.baseURI).href). Chunk file names in the
//        manifest are relative to the manifest. The manifest and every chunk must be on the
//        worker's own origin (the site's): any other is refused before a request is made.
//     -> {type: "progress", loaded, total, cached}            once per chunk, in order
//     -> {type: "ready", config, settings, load_ms, from_cache, memory_bytes}
//        The manifest is always fetched from the network (it names the chunks and their
//        SHA-256). Chunks come from the Cache API ("ropescope-model-v1", key = the chunk's
//        absolute URL + "?sha256=" + its hash, so a new model never reuses stale bytes) when
//        the context has one (not file://, not insecure origins), else from the network. Every
//        chunk's size and SHA-256 (crypto.subtle, when available) are checked before it is
//        cached or used; the whole file's SHA-256 is checked by the wasm loader at the end.
//        `reload: true` deletes this manifest's cache entries and refetches everything
//        (bypassing the HTTP cache too): what a Retry after an error should send.
//        `cached`: this chunk came from the Cache API; `from_cache`: every chunk did.
//        `config`: the model's config (JSON object); `settings`: its own RopeSettings (the
//        defaults of "run"); `load_ms`: manifest fetch to model built; `memory_bytes`: the wasm
//        linear memory after the build (it never shrinks, so this is the peak so far).
//        A load replaces (and first frees) any model loaded before; if it fails, no model is
//        loaded until the next successful load.
//   {type: "load-bytes", bytes: ArrayBuffer of the whole GGUF, halfsplit?: bool}
//     -> {type: "ready", config, settings, load_ms, from_cache: false, memory_bytes}
//   {type: "encode", text} -> {type: "encoded", ids: Uint32Array}
//   {type: "run", ids?: number[] | Uint32Array, text?: string, settings?: RopeSettings object
//    (default: the model's own), layer, head, quantized?: bool, max_tokens?: positive int}
//     -> {type: "result", output, ms, truncated, memory_bytes}
//        `output`: the parsed JSON Output of ModelLab.run (ids, tokens, probe, top5,
//        token_loss, mean_loss, pair_norms); with `output_text: true` (run and run-pair), that
//        JSON's text, unparsed. `max_tokens`: only the first max_tokens tokens
//        (of `ids` or of the encoded `text`) are run; `truncated` says whether any were cut.
//   {type: "run-pair", ids? | text?, settings, layer, head, quantized?: bool, max_tokens?}
//     -> {type: "result-pair", output, trained, ms, trained_ms, trained_cached, truncated,
//         memory_bytes}
//        `output`: the run with `settings` ("your RoPE"); `trained`: the run with the model's
//        own settings ("as trained"). The worker keeps the last trained run: when ids, layer,
//        head and quantized equal it, `trained` is reused (`trained_cached: true`,
//        `trained_ms: 0`). When `settings` equal the defaults, `output` is `trained`.
//   LONG CONTEXT (position skipping: texts placed at chosen positions, the skipped positions
//   never processed). Ids are token ids (each text tokenized on its own, joined, no BOS), or
//   texts (`before_text`, ...) which the worker encodes each on its own.
//   {type: "sweep", before: ids, after: ids, answer?: ids, gaps: [whole numbers],
//    methods: [{name, settings: RopeSettings}], alone?: bool, batch?: int,
//    trials?: [{before, after, answer?}] (1 to 16; replaces before, after and answer)}
//        `before` sits at positions 0..B-1; `after` + `answer` from B + gap on, for each gap.
//        With `trials` (e.g. one per pass key), trials of equal sizes run together: their
//        `before`s are the rows of one batched prefix pass, and their tails at every gap the
//        rows of the same tail passes (trials of other sizes form their own group).
//        The scored tokens are `answer` (the pass key), or with no `answer`, `after` from its
//        second token on (far context). Per method, the prefixes' keys and values are computed
//        once and reused for every gap; gaps are run in as few passes as allowed: up to `batch`
//        gaps (default 4; every trial of the group at each gap), 64 rows and 1024 tokens per
//        pass (PASS_TOKENS; a group is split so that its prefix pass keeps to it too).
//        `max_tokens`: a trial whose texts are longer in all is refused (code input) before any work.
//     -> {type: "point", method, gap, alone, trial, mean_logprob, prob, greedy, logprobs, argmax, ms}
//        once per (method, gap, trial: its index, 0 without `trials`), as each batch finishes (a method whose settings equal an
//        earlier one's gets that one's points again, computed once); with `alone: true` first one point per
//        method with the scored text and no `before` at all (`alone: true`, `gap: null`).
//     -> {type: "sweep-done", points, ms, cancelled}
//   {type: "short", ids | text, methods: [{name, settings}], max_tokens?: int (default 1024)}
//     -> {type: "losses", method, losses: Float64Array (nats, len - 1), ms, tokens, truncated}
//        per method (the text from position 0, cut to its first max_tokens tokens)
//     -> {type: "sweep-done", points: 0, ms, cancelled}
//   {type: "cancel"}  handled at once, not queued: the sweep or short run in progress stops
//        before its next pass or method (answering sweep-done with cancelled: true); a
//        cancel with nothing running does nothing. A pass can take seconds (much longer on a
//        busy machine): the page cancels by terminating the worker instead (and loads the
//        model again from the browser's cache in a new one), which stops at once.
//   Any failure -> {type: "error", code, message}, code one of
//     "missing"   the manifest (or the worker's wasm) is not there: the model is not part of
//                 this build
//     "http"      a chunk could not be fetched (HTTP status or network failure)
//     "truncated" a chunk (or the whole file) has fewer/more bytes than the manifest says
//     "corrupt"   a chunk's or the whole file's SHA-256 differs, or the manifest is not valid
//     "model"     the wasm failed to build the model from verified bytes (or trapped)
//     "input"     bad message: unknown type, no model loaded, bad ids/settings/layer/head
//   The worker stays usable after any error (a new "load" works). Cache entries that fail a
//   check are deleted, so a Retry (load with or without reload) never sees them again.

const CACHE_NAME = "ropescope-model-v1";
const MISSING_HINT =
  "The model is not part of this build. To include it, run model/fetch.sh, then ./dev.sh build.";

class LabError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

// The wasm module, imported lazily so that a missing pkg/ is an "error" reply, not a dead
// worker. After a trap (a wasm RuntimeError) the instance is discarded and the next message
// imports a fresh one (a new module URL gives a new instance).
let wasmModule = null; // Promise<{ ModelLab, memory }>
let generation = 0;
function wasm() {
  if (!wasmModule) {
    const url = new URL("./pkg/ropescope_model.js", import.meta.url);
    if (generation > 0) url.searchParams.set("instance", String(generation));
    wasmModule = (async () => {
      let mod;
      try {
        mod = await import(url.href);
      } catch (e) {
        throw new LabError("missing", `${MISSING_HINT} (${url.pathname}: ${errText(e)})`);
      }
      let exports;
      try {
        exports = await mod.default();
      } catch (e) {
        throw new LabError("missing", `${MISSING_HINT} (its wasm module did not load: ${errText(e)})`);
      }
      return { ModelLab: mod.ModelLab, memory: exports.memory };
    })();
    const mine = wasmModule;
    mine.catch(() => {
      if (wasmModule === mine) wasmModule = null; // retry the import on the next message
    });
  }
  return wasmModule;
}
function discardWasm() {
  wasmModule = null;
  generation++;
  lab = null;
  defaults = null;
  trainedCache = null;
}

let lab = null; // ModelLab
let defaults = null; // the model's own RopeSettings (object)
let trainedCache = null; // { key, output, ms }: the last run with the default settings

const errText = (e) => String(e && e.message ? e.message : e);
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
const memoryBytes = async () => (await wasm()).memory.buffer.byteLength;

async function openCache() {
  if (!self.caches) return null;
  try {
    return await self.caches.open(CACHE_NAME);
  } catch {
    return null; // e.g. an opaque origin: plain fetches then
  }
}
const cacheKey = (url, sha) => `${url}?sha256=${sha}`;
async function forget(cache, keys) {
  if (!cache) return;
  await Promise.all(keys.map((k) => cache.delete(k).catch(() => false)));
}

function checkManifest(m, url) {
  const bad = (why) => new LabError("corrupt", `manifest ${url} is not valid: ${why}`);
  if (!m || typeof m !== "object") throw bad("not a JSON object");
  if (!Number.isSafeInteger(m.size) || m.size <= 0) throw bad("size");
  if (typeof m.sha256 !== "string" || !/^[0-9a-f]{64}$/i.test(m.sha256)) throw bad("sha256");
  if (!Array.isArray(m.chunks) || m.chunks.length === 0) throw bad("no chunks");
  let sum = 0;
  for (const c of m.chunks) {
    if (!c || typeof c.file !== "string" || !c.file || !Number.isSafeInteger(c.size) || c.size <= 0)
      throw bad("a chunk entry");
    if (c.sha256 !== undefined && (typeof c.sha256 !== "string" || !/^[0-9a-f]{64}$/i.test(c.sha256)))
      throw bad(`sha256 of ${c.file}`);
    sum += c.size;
  }
  if (sum !== m.size) throw bad(`its chunks hold ${sum} bytes, the file ${m.size}`);
}

async function fetchManifest(url, reload) {
  let res;
  try {
    res = await fetch(url, { cache: reload ? "reload" : "no-cache" });
  } catch (e) {
    throw new LabError("missing", `${MISSING_HINT} (${url}: ${errText(e)})`);
  }
  if (res.status === 404 || res.status === 410) {
    throw new LabError("missing", `${MISSING_HINT} (${url}: HTTP ${res.status})`);
  }
  if (!res.ok) throw new LabError("http", `manifest ${url}: HTTP ${res.status}`);
  let m;
  try {
    m = JSON.parse(await res.text());
  } catch (e) {
    throw new LabError("corrupt", `manifest ${url} is not JSON: ${errText(e)}`);
  }
  checkManifest(m, url);
  return m;
}

// One chunk, from the cache or the network, checked. Returns { bytes, cached }.
async function getChunk(c, url, key, cache, reload) {
  let bytes = null;
  let cached = false;
  if (cache && !reload) {
    try {
      const hit = await cache.match(key);
      if (hit) {
        bytes = new Uint8Array(await hit.arrayBuffer());
        cached = true;
      }
    } catch {
      bytes = null; // an unreadable entry: refetch (and overwrite it below)
    }
  }
  if (!bytes) {
    let res;
    try {
      res = await fetch(url, { cache: reload ? "reload" : "default" });
    } catch (e) {
      throw new LabError("http", `${c.file}: ${errText(e)}`);
    }
    if (!res.ok) throw new LabError("http", `${c.file}: HTTP ${res.status}`);
    try {
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch (e) {
      throw new LabError("http", `${c.file}: download interrupted: ${errText(e)}`);
    }
  }
  const from = cached ? " (from the browser cache; deleted, retry)" : "";
  if (bytes.length !== c.size) {
    if (cached) await forget(cache, [key]);
    throw new LabError("truncated", `${c.file}: expected ${c.size} bytes, got ${bytes.length}${from}`);
  }
  if (c.sha256 && self.crypto && self.crypto.subtle) {
    const got = hex(await self.crypto.subtle.digest("SHA-256", bytes));
    if (got !== c.sha256.toLowerCase()) {
      if (cached) await forget(cache, [key]);
      throw new LabError("corrupt", `${c.file}: SHA-256 ${got}, expected ${c.sha256}${from}`);
    }
  }
  if (!cached && cache && c.sha256) {
    try {
      await cache.put(key, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    } catch {
      // Quota or a private mode without storage: the model still loads, only not cached.
    }
  }
  return { bytes, cached };
}

function freeLab() {
  if (lab) {
    try {
      lab.free();
    } catch {}
  }
  lab = null;
  defaults = null;
  trainedCache = null;
}

// Turns an exception of ModelLab.finish/load_bytes into a LabError.
function buildError(e) {
  const text = errText(e);
  if (/SHA-256 mismatch/.test(text)) return new LabError("corrupt", `the model file is corrupt: ${text}`);
  if (/bytes received/.test(text)) return new LabError("truncated", `the model file is incomplete: ${text}`);
  return new LabError("model", `the model could not be built: ${text}`);
}

async function load(msg, post) {
  const t0 = performance.now();
  const { ModelLab } = await wasm();
  freeLab();
  // Relative to this script (not to the page): the default is manifest.json next to it.
  const base = new URL(msg.manifest ?? "manifest.json", import.meta.url);
  // The model comes from the site's own origin only: a manifest, or a chunk it names, on any
  // other origin is refused before anything is fetched there.
  const site = self.location.origin;
  if (base.origin !== site)
    throw new LabError("input", `manifest ${base.href} is not on this site (${site}): only the site's own files are read`);
  const reload = !!msg.reload;
  const m = await fetchManifest(base, reload);
  const chunks = m.chunks.map((c) => {
    const url = new URL(c.file, base);
    if (url.origin !== site)
      throw new LabError("corrupt", `manifest ${base.href} is not valid: chunk ${url.href} is on another origin than this site (${site})`);
    return { c, url: url.href, key: cacheKey(url.href, (c.sha256 || "").toLowerCase()) };
  });
  const cache = await openCache();
  const keys = chunks.map((k) => k.key);
  if (cache) {
    if (reload) await forget(cache, keys);
    // Housekeeping: entries for these chunk URLs under another hash belong to an older model.
    try {
      const urls = new Set(chunks.map((k) => k.url));
      const stale = (await cache.keys())
        .map((r) => r.url)
        .filter((u) => urls.has(u.replace(/\?sha256=[0-9a-f]*$/, "")) && !keys.includes(u));
      await forget(cache, stale);
    } catch {}
  }
  lab = new ModelLab();
  try {
    lab.begin(m.size, m.sha256);
  } catch (e) {
    freeLab();
    throw new LabError("model", `cannot start loading: ${errText(e)}`);
  }
  let loaded = 0;
  let allCached = true;
  for (const { c, url, key } of chunks) {
    let got;
    try {
      got = await getChunk(c, url, key, cache, reload);
    } catch (e) {
      freeLab();
      throw e;
    }
    try {
      lab.push(got.bytes);
    } catch (e) {
      freeLab();
      throw new LabError("truncated", `${c.file}: ${errText(e)}`);
    }
    loaded += got.bytes.length;
    allCached &&= got.cached;
    post({ type: "progress", loaded, total: m.size, cached: got.cached });
  }
  let config;
  try {
    config = lab.finish(!!msg.halfsplit);
  } catch (e) {
    freeLab();
    const err = buildError(e);
    // Verified chunks that add up to a bad file: none of them can be trusted.
    if (err.code !== "model") await forget(cache, keys);
    throw err;
  }
  defaults = JSON.parse(lab.default_settings());
  return { config: JSON.parse(config), from_cache: allCached, load_ms: performance.now() - t0 };
}

async function loadBytes(msg) {
  const t0 = performance.now();
  const { ModelLab } = await wasm();
  freeLab();
  if (!(msg.bytes instanceof ArrayBuffer) && !ArrayBuffer.isView(msg.bytes))
    throw new LabError("input", "load-bytes needs `bytes`: an ArrayBuffer");
  lab = new ModelLab();
  let config;
  try {
    const b = msg.bytes;
    const bytes = ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b);
    config = lab.load_bytes(bytes, !!msg.halfsplit);
  } catch (e) {
    freeLab();
    throw buildError(e);
  }
  defaults = JSON.parse(lab.default_settings());
  return { config: JSON.parse(config), from_cache: false, load_ms: performance.now() - t0 };
}

function needLab() {
  if (!lab) throw new LabError("input", "no model loaded (send a load message first)");
}

function inputIds(msg) {
  if (msg.ids !== undefined && msg.ids !== null) {
    const a = Array.from(msg.ids);
    if (a.length === 0 || !a.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff))
      throw new LabError("input", "ids must be a non-empty list of non-negative integers");
    return Uint32Array.from(a);
  }
  if (typeof msg.text !== "string") throw new LabError("input", "run needs `ids` or `text`");
  return lab.encode(msg.text);
}

function index(v, what) {
  const x = v ?? 0;
  if (!Number.isInteger(x) || x < 0) throw new LabError("input", `${what} must be a non-negative integer`);
  return x;
}

// One forward pass; wasm errors are the caller's input (the model itself was validated at load).
function forward(ids, settings, layer, head, quantized) {
  const t0 = performance.now();
  let out;
  try {
    out = lab.run(ids, JSON.stringify(settings), layer, head, quantized);
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    throw new LabError("input", errText(e));
  }
  return { output: out, ms: performance.now() - t0 };
}

// A run's output as the caller asked for it: the wasm's JSON text as it is (`output_text: true`,
// what the page asks: it reads the text once, with its checked reader) or parsed.
function shaped(msg, out) {
  return msg.output_text === true ? out : JSON.parse(out);
}

// Settings equal up to key order.
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

function runRequest(msg) {
  needLab();
  if (msg.settings !== undefined && msg.settings !== null && typeof msg.settings !== "object")
    throw new LabError("input", "settings must be a RopeSettings object");
  let ids = inputIds(msg);
  let truncated = false;
  if (msg.max_tokens !== undefined && msg.max_tokens !== null) {
    const max = msg.max_tokens;
    if (!Number.isInteger(max) || max < 1) throw new LabError("input", "max_tokens must be a positive integer");
    if (ids.length > max) {
      ids = ids.slice(0, max); // the first max_tokens tokens
      truncated = true;
    }
  }
  const layer = index(msg.layer, "layer");
  const head = index(msg.head, "head");
  const quantized = !!msg.quantized;
  const settings = msg.settings ?? defaults;
  const isDefault = canonical(settings) === canonical(defaults);
  const key = JSON.stringify([Array.from(ids), layer, head, quantized]);
  return { ids, layer, head, quantized, settings, isDefault, key, truncated };
}

function trainedRun(r) {
  if (trainedCache && trainedCache.key === r.key) return { ...trainedCache, cached: true };
  const t = forward(r.ids, defaults, r.layer, r.head, r.quantized);
  trainedCache = { key: r.key, output: t.output, ms: t.ms };
  return { ...trainedCache, cached: false };
}

// Long context. `cancelRun` is the run in progress's flag object (null when none).
let cancelRun = null;
// Bounds of one pass of a sweep. Each pass costs a fixed part (every weight matrix is
// dequantized once per pass, ~0.4 s on a quiet core) plus its tokens, so a sweep runs in as few
// passes as these allow: most rows (tails) in one pass (ModelLab's MAX_BATCH), and most tokens
// (rows x tail length; so is a prefix pass's rows x prefix length), which bounds the pass's
// memory. Points arrive (and the page's progress moves) once per pass; the page cancels a run
// by terminating the worker, so the pass length does not bound a Cancel.
const MAX_ROWS = 64;
const PASS_TOKENS = 1024;
const nextTask = () => new Promise((r) => setTimeout(r, 0)); // lets a "cancel" message in

function idList(v, what, allowEmpty) {
  if (v === undefined || v === null) {
    if (allowEmpty) return new Uint32Array(0);
    throw new LabError("input", `${what} is missing`);
  }
  if (typeof v === "string") return lab.encode(v);
  const a = Array.from(v);
  if ((!allowEmpty && a.length === 0) || !a.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff))
    throw new LabError("input", `${what} must be a list of token ids`);
  return Uint32Array.from(a);
}

function methodList(v) {
  if (!Array.isArray(v) || v.length === 0 || v.length > 16)
    throw new LabError("input", "methods must be a list of 1 to 16 {name, settings}");
  return v.map((m) => {
    if (!m || typeof m.name !== "string" || !m.settings || typeof m.settings !== "object")
      throw new LabError("input", "each method needs a name and settings");
    return { name: m.name, settings: JSON.stringify(m.settings) };
  });
}

function wasmCall(f) {
  try {
    return f();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    throw new LabError("input", errText(e));
  }
}

async function sweep(msg, post) {
  needLab();
  // Several trials (e.g. one per pass key): each its own before, after and answer; without
  // `trials`, one trial from before, after and answer.
  const given = msg.trials === undefined || msg.trials === null ? [msg] : msg.trials;
  if (!Array.isArray(given) || given.length === 0 || given.length > 16)
    throw new LabError("input", "trials must be a list of 1 to 16 {before, after, answer?}");
  const trials = given.map((t) => {
    const before = idList(t && t.before, "before", false);
    const after = idList(t && t.after, "after", false);
    const answer = idList(t && t.answer, "answer", true);
    const tail = new Uint32Array(after.length + answer.length);
    tail.set(after);
    tail.set(answer, after.length);
    return { before, tail, scoredFrom: answer.length > 0 ? after.length : 1 };
  });
  const methods = methodList(msg.methods);
  const gaps = Array.isArray(msg.gaps) ? msg.gaps : [];
  if (gaps.length === 0 || gaps.length > 64 || !gaps.every((g) => Number.isInteger(g) && g >= 0 && g <= 9_990_000))
    throw new LabError("input", "gaps must be a list of 1 to 64 whole numbers up to 9990000");
  const batch = Number.isInteger(msg.batch) && msg.batch > 0 ? Math.min(msg.batch, 64) : 4;
  // Sizes before any work: texts that cannot run are refused now, not after the prefix's pass.
  const max = Number.isInteger(msg.max_tokens) && msg.max_tokens > 0 ? msg.max_tokens : Infinity;
  for (const { before, tail } of trials) {
    const total = before.length + tail.length;
    if (total > max)
      throw new LabError("input", `the texts are ${total} tokens (${before.length} before the gap, ${tail.length} after it); at most ${max} in all: shorten them`);
  }
  // Trials grouped by their sizes (a batched pass needs equal lengths).
  const groups = [];
  const sizes = new Map();
  trials.forEach((t, k) => {
    const key = `${t.before.length},${t.tail.length},${t.scoredFrom}`;
    if (!sizes.has(key)) {
      sizes.set(key, []);
      groups.push(sizes.get(key));
    }
    sizes.get(key).push(k);
  });
  // A group's prefix pass and each of its tail passes stay within PASS_TOKENS where they can.
  for (let i = 0; i < groups.length; i++) {
    const { before, tail } = trials[groups[i][0]];
    const most = Math.max(1, Math.floor(PASS_TOKENS / Math.max(before.length, tail.length)));
    if (groups[i].length > most) groups.splice(i + 1, 0, groups[i].splice(most));
  }
  const flag = { cancelled: false };
  cancelRun = flag;
  const t0 = performance.now();
  let points = 0;
  const send = (m, g, alone, trial, scores, ms) =>
    scores.forEach((s, i) => {
      points++;
      post({ type: "point", method: m.name, gap: alone ? null : g[i], alone, trial, mean_logprob: s.mean_logprob,
        prob: s.prob, greedy: s.greedy, logprobs: s.logprobs, argmax: s.argmax, ms: ms / scores.length });
    });
  // A method whose settings equal an earlier one's (the current settings are often plain RoPE,
  // like "none") gets that method's points again, not a second run.
  const done = new Map(); // settings -> [[gaps, alone, trial, scores]]
  try {
    for (const m of methods) {
      const earlier = done.get(m.settings);
      if (earlier) {
        for (const [g, alone, trial, s] of earlier) send(m, g, alone, trial, s, 0);
        continue;
      }
      const mine = [];
      done.set(m.settings, mine);
      if (msg.alone) {
        const t = performance.now();
        const { tail, scoredFrom } = trials[0];
        const s = JSON.parse(wasmCall(() => lab.score_tail(m.settings, false, tail, Uint32Array.of(0), scoredFrom)));
        send(m, [null], true, 0, s, performance.now() - t);
        mine.push([[null], true, 0, s]);
        await nextTask();
        if (flag.cancelled) break;
      }
      // Trials of equal sizes (the pass keys' texts usually are) run together: their first
      // texts as the rows of one prefix pass, and their tails at the gaps as the rows of the
      // same tail passes (the weights are dequantized once per pass, not once per key).
      for (const group of groups) {
        if (flag.cancelled) break;
        const K = group.length;
        const { before, tail, scoredFrom } = trials[group[0]];
        const befores = new Uint32Array(K * before.length);
        const tails = new Uint32Array(K * tail.length);
        group.forEach((k, j) => {
          befores.set(trials[k].before, j * before.length);
          tails.set(trials[k].tail, j * tail.length);
        });
        let t = performance.now();
        const next = wasmCall(() => lab.set_prefixes(befores, K, 0, m.settings));
        let prefixMs = performance.now() - t;
        // The gaps go through in as few passes as the bounds allow (every key of the group at
        // each gap): up to `batch` gaps, MAX_ROWS rows and PASS_TOKENS tokens per pass.
        const size = Math.max(1, Math.min(batch, Math.floor(MAX_ROWS / K), Math.floor(PASS_TOKENS / (K * tail.length))));
        for (let i = 0; i < gaps.length && !flag.cancelled; ) {
          const g = gaps.slice(i, i + size);
          i += g.length;
          t = performance.now();
          const starts = new Uint32Array(g.length * K);
          const rows = new Uint32Array(g.length * K);
          const all = new Uint32Array(g.length * K * tail.length);
          g.forEach((x, gi) => {
            for (let j = 0; j < K; j++) {
              starts[gi * K + j] = next + x;
              rows[gi * K + j] = j;
              all.set(tails.subarray(j * tail.length, (j + 1) * tail.length), (gi * K + j) * tail.length);
            }
          });
          const s = JSON.parse(wasmCall(() => lab.score_tails(m.settings, true, all, starts, rows, scoredFrom)));
          const took = performance.now() - t;
          // Row gi * K + j is trial group[j] at gap g[gi].
          for (let j = 0; j < K; j++) {
            const sj = g.map((_, gi) => s[gi * K + j]);
            send(m, g, false, group[j], sj, (took + prefixMs) / K);
            mine.push([g, false, group[j], sj]);
          }
          prefixMs = 0;
          await nextTask();
        }
      }
      if (flag.cancelled) break;
    }
  } finally {
    if (cancelRun === flag) cancelRun = null;
  }
  post({ type: "sweep-done", points, ms: performance.now() - t0, cancelled: flag.cancelled });
}

async function shortRange(msg, post) {
  needLab();
  let ids = msg.ids !== undefined && msg.ids !== null ? idList(msg.ids, "ids", false) : idList(msg.text, "text", false);
  const max = Number.isInteger(msg.max_tokens) && msg.max_tokens > 1 ? msg.max_tokens : 1024;
  const truncated = ids.length > max;
  if (truncated) ids = ids.slice(0, max);
  const methods = methodList(msg.methods);
  const flag = { cancelled: false };
  cancelRun = flag;
  const t0 = performance.now();
  try {
    for (const m of methods) {
      const t = performance.now();
      const losses = wasmCall(() => lab.token_losses(ids, 0, m.settings));
      post({ type: "losses", method: m.name, losses, ms: performance.now() - t, tokens: ids.length, truncated });
      await nextTask();
      if (flag.cancelled) break;
    }
  } finally {
    if (cancelRun === flag) cancelRun = null;
  }
  post({ type: "sweep-done", points: 0, ms: performance.now() - t0, cancelled: flag.cancelled });
}

async function handle(msg, post) {
  switch (msg.type) {
    case "load":
    case "load-bytes": {
      if (msg.type === "load" && msg.manifest !== undefined && typeof msg.manifest !== "string")
        throw new LabError("input", "`manifest` must be a URL");
      const r = msg.type === "load" ? await load(msg, post) : await loadBytes(msg);
      post({ type: "ready", config: r.config, settings: defaults, load_ms: r.load_ms,
        from_cache: r.from_cache, memory_bytes: await memoryBytes() });
      break;
    }
    case "encode":
      needLab();
      if (typeof msg.text !== "string") throw new LabError("input", "encode needs `text`");
      post({ type: "encoded", ids: lab.encode(msg.text) });
      break;
    case "run": {
      // Always computed (never the trained-run cache of run-pair): its `ms` is a real timing.
      const r = runRequest(msg);
      const res = forward(r.ids, r.settings, r.layer, r.head, r.quantized);
      post({ type: "result", output: shaped(msg, res.output), ms: res.ms, truncated: r.truncated, memory_bytes: await memoryBytes() });
      break;
    }
    case "run-pair": {
      const r = runRequest(msg);
      const t = trainedRun(r);
      const o = r.isDefault ? { output: t.output, ms: 0 } : forward(r.ids, r.settings, r.layer, r.head, r.quantized);
      post({ type: "result-pair", output: shaped(msg, o.output), trained: shaped(msg, t.output), ms: o.ms,
        trained_ms: t.cached ? 0 : t.ms, trained_cached: t.cached, truncated: r.truncated,
        memory_bytes: await memoryBytes() });
      break;
    }
    case "sweep":
      await sweep(msg, post);
      break;
    case "short":
      await shortRange(msg, post);
      break;
    default:
      throw new LabError("input", `unknown message type ${JSON.stringify(msg.type)}`);
  }
}

// Messages are handled one at a time, in order (a run sent during a load waits for it).
let queue = Promise.resolve();
self.onmessage = (ev) => {
  const msg = (ev.data && typeof ev.data === "object" ? ev.data : {}) || {};
  const post = (o) => self.postMessage({ id: msg.id, ...o });
  if (msg.type === "cancel") {
    // At once, not queued behind the run it is meant to stop.
    if (cancelRun) cancelRun.cancelled = true;
    return;
  }
  queue = queue.then(async () => {
    try {
      await handle(msg, post);
    } catch (e) {
      let code = e instanceof LabError ? e.code : "model";
      let message = errText(e);
      if (e instanceof WebAssembly.RuntimeError) {
        // A trap leaves the wasm instance unusable: drop it; the next load starts a fresh one.
        discardWasm();
        code = "model";
        message = `the model crashed (${message}); load it again`;
      }
      post({ type: "error", code, message });
    }
  });
};
