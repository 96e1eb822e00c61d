// ropescope model lab: module Web Worker around the wasm-bindgen output of ropescope-model
// (`wasm-bindgen --target web --out-dir pkg`; this file expects ./pkg/ropescope_model.js).
// Start it only when the user opens the lab:  new Worker(url, { type: "module" }).
//
// Messages in (each may carry an `id`, echoed in the reply):
//   {type: "load", manifest: URL of <name>.json from model/split.sh, halfsplit?: bool}
//       -> {type: "progress", loaded, total} per chunk, then {type: "ready", config, settings}
//   {type: "load-bytes", bytes: ArrayBuffer of the whole GGUF, halfsplit?: bool}
//       -> {type: "ready", config, settings}
//   {type: "encode", text} -> {type: "encoded", ids: Uint32Array}
//   {type: "run", ids?: number[] | Uint32Array, text?: string, settings?: RopeSettings object
//       (default: the model's own), layer, head, quantized?: bool}
//       -> {type: "result", output, ms}
// Any failure -> {type: "error", message} (the worker stays usable).
import init, { ModelLab } from "./pkg/ropescope_model.js";

const ready = init();
let lab = null;
let defaults = null;

async function load(manifestUrl, halfsplit, post) {
  const base = new URL(manifestUrl, self.location.href);
  const res = await fetch(base);
  if (!res.ok) throw new Error(`manifest ${base}: HTTP ${res.status}`);
  const m = await res.json();
  lab = new ModelLab();
  lab.begin(m.size, m.sha256);
  let loaded = 0;
  for (const c of m.chunks) {
    const r = await fetch(new URL(c.file, base));
    if (!r.ok) throw new Error(`${c.file}: HTTP ${r.status}`);
    const buf = new Uint8Array(await r.arrayBuffer());
    if (buf.length !== c.size) throw new Error(`${c.file}: ${buf.length} bytes, expected ${c.size}`);
    lab.push(buf);
    loaded += buf.length;
    post({ type: "progress", loaded, total: m.size });
  }
  return lab.finish(!!halfsplit);
}

self.onmessage = async (ev) => {
  const msg = ev.data || {};
  const post = (o) => self.postMessage({ id: msg.id, ...o });
  try {
    await ready;
    switch (msg.type) {
      case "load":
      case "load-bytes": {
        const config =
          msg.type === "load"
            ? await load(msg.manifest, msg.halfsplit, post)
            : (lab = new ModelLab()).load_bytes(new Uint8Array(msg.bytes), !!msg.halfsplit);
        defaults = JSON.parse(lab.default_settings());
        post({ type: "ready", config: JSON.parse(config), settings: defaults });
        break;
      }
      case "encode":
        if (!lab) throw new Error("model not loaded");
        post({ type: "encoded", ids: lab.encode(msg.text) });
        break;
      case "run": {
        if (!lab) throw new Error("model not loaded");
        const ids = msg.ids ? Uint32Array.from(msg.ids) : lab.encode(msg.text ?? "");
        const settings = JSON.stringify(msg.settings ?? defaults);
        const t0 = performance.now();
        const out = lab.run(ids, settings, msg.layer ?? 0, msg.head ?? 0, !!msg.quantized);
        const ms = performance.now() - t0;
        post({ type: "result", output: JSON.parse(out), ms });
        break;
      }
      default:
        throw new Error(`unknown message type ${JSON.stringify(msg.type)}`);
    }
  } catch (e) {
    post({ type: "error", message: String(e && e.message ? e.message : e) });
  }
};
