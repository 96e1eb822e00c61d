// The widget's views (their `view=` names, in page order), read from the core's one list
// (src/rope/settings/views.rs, `enum View`), so the tests follow a view the core adds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = readFileSync(fileURLToPath(new URL('../../src/rope/settings/views.rs', import.meta.url)), 'utf8');
const body = source.match(/pub enum View \{([\s\S]*?)\n\s*\}/);
if (!body) throw new Error('views.mjs: no `enum View` in src/rope/settings/views.rs');
export const VIEWS = [...body[1].matchAll(/^\s*\w+ = "([a-z-]+)",/gm)].map((m) => m[1]);
if (VIEWS.length < 10) throw new Error(`views.mjs: read only ${VIEWS.length} views`);
