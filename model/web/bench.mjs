// Node check of the wasm build (V8, as in Chromium): loads the GGUF from the chunks of
// model/split.sh through ModelLab (streaming SHA-256), compares with the HF reference and times
// a 32-token forward pass.
//   node model/web/bench.mjs [chunks dir]      (after model/build-wasm.sh)
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { initSync, ModelLab } from "./pkg/ropescope_model.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
initSync({ module: readFileSync(join(here, "pkg", "ropescope_model_bg.wasm")) });

const dir = process.argv[2] ?? join(root, ".tools", "model", "chunks");
const manifestFile = readdirSync(dir).find((f) => f.endsWith(".json"));
const m = JSON.parse(readFileSync(join(dir, manifestFile), "utf8"));
const lab = new ModelLab();
let t0 = performance.now();
lab.begin(m.size, m.sha256);
for (const c of m.chunks) lab.push(readFileSync(join(dir, c.file)));
const config = JSON.parse(lab.finish(false));
console.log(`load (chunks + sha256 + model): ${(performance.now() - t0).toFixed(0)} ms`, config.n_layers, "layers");

const ref = JSON.parse(readFileSync(join(root, "tests", "data", "model_reference.json"), "utf8"));
let fail = 0;
for (const c of ref.tokenizer) {
  const ids = Array.from(lab.encode(c.text));
  if (JSON.stringify(ids) !== JSON.stringify(c.ids)) { fail++; console.log("ids differ for", JSON.stringify(c.text)); }
}
const settings = lab.default_settings();
const out = JSON.parse(lab.run(Uint32Array.from(ref.run.ids), settings, 14, 4, false));
const want = ref.run.top5.map((t) => t.id);
const got = out.top5.map((t) => t.id);
const dl = Math.max(...ref.run.top5.map((t, i) => Math.abs(t.logit - out.top5[i].logit)));
console.log("top5", JSON.stringify(got), JSON.stringify(got) === JSON.stringify(want) ? "== HF" : "!= HF " + JSON.stringify(want),
  "max top-5 logit error", dl.toExponential(2), "mean loss", out.mean_loss, "HF", ref.run.mean_loss);
if (JSON.stringify(got) !== JSON.stringify(want) || dl > 2e-4) fail++;

const text = "The capital of France is Paris. The capital of Germany is Berlin. The capital of Spain is Madrid. The capital of Italy is Rome, and that of";
const ids = lab.encode(text + " " + text).slice(0, 32);
for (const quantized of [false, true]) {
  lab.run(ids, settings, 10, 3, quantized);
  const n = quantized ? 1 : 3;
  t0 = performance.now();
  for (let i = 0; i < n; i++) lab.run(ids, settings, 10, 3, quantized);
  console.log(`forward, 32 tokens, ${quantized ? "quantized" : "dequantized"}: ${((performance.now() - t0) / n).toFixed(0)} ms`);
}
console.log(`${fail ? 0 : 1} passed, ${fail ? 1 : 0} failed`);
process.exit(fail ? 1 : 0);
