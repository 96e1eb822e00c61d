// Headless Chromium check of the worker: serves the repository root on 127.0.0.1, opens
// model/web/test.html, waits for its result. Needs model/build-wasm.sh, model/split.sh, and
// playwright-core (tests/e2e/node_modules or .tools/node) with Debian's chromium.
//   node model/web/browser-check.mjs
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { dirname, join, normalize, extname } from "node:path";
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
const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".json": "application/json" };
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
  try {
    const body = await readFile(join(root, path));
    res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"] });
let code = 1;
try {
  const page = await browser.newPage();
  page.on("console", (m) => console.log("console:", m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`http://127.0.0.1:${port}/model/web/test.html`);
  await page.waitForFunction(() => document.getElementById("out").textContent !== "running", null, { timeout: 180000 });
  const r = JSON.parse(await page.textContent("#out"));
  console.log(JSON.stringify(r, null, 1));
  const pass = r.ok && JSON.stringify(r.top5) === JSON.stringify(r.refTop5) && r.badInputError;
  console.log(pass ? "1 passed, 0 failed" : "0 passed, 1 failed");
  code = pass ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
process.exit(code);
