// The core's lists (scaling methods with their parameters, views), as `rope-export --catalog`
// prints them, so the e2e scripts never copy a list the core owns. ROPE_EXPORT names the binary
// (dev.sh passes target/debug/rope-export, which its native tests build); without it, the debug
// build's.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const exporter = process.env.ROPE_EXPORT || path.join(here, '../../target/debug/rope-export');

/** { methods: [{ name, label, params: [url key, ...] }], views: [{ name, drawn }], keys: [url key, ...] } */
export const catalog = JSON.parse(execFileSync(exporter, ['--catalog'], { encoding: 'utf8' }));
