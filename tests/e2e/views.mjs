// The widget's views (their `view=` names, in page order): the core's view registry
// (src/rope/settings/views.rs) as the build prints it (`rope-export --catalog`, catalog.mjs), so
// the tests follow a view the registry adds.
import { catalog } from './catalog.mjs';

/** The registry's rows: { name, title, short, chapter, module, drawn, paths, component, texts }. */
export const VIEW_ROWS = catalog.views;
export const VIEWS = VIEW_ROWS.map((v) => v.name);
if (VIEWS.length < 10) throw new Error(`views.mjs: read only ${VIEWS.length} views`);
