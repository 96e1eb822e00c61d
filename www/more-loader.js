// Loads ropescope's on-demand module (the lesson, examples, mistakes, quiz and kernel views and
// the real-model lab: `ropescope-more.js`, built by Trunk beside the page) the first time the
// page asks, and initialises it. Every later call shares the first promise; a failed load is
// forgotten so that Retry fetches again.
let loading = null;

export function loadMore(url) {
  if (!loading) {
    loading = import(url).then(async (m) => {
      await m.default();
      return m;
    });
    loading.catch(() => { loading = null; });
  }
  return loading;
}
