// The widget's views (their `view=` names, in page order): the core's view registry
// (src/rope/settings/views.rs) as the build prints it (`rope-export --catalog`, catalog.mjs), so
// the tests follow a view the registry adds.
import { catalog } from './catalog.mjs';

export const VIEWS = catalog.views.map((v) => v.name);
if (VIEWS.length < 10) throw new Error(`views.mjs: read only ${VIEWS.length} views`);
