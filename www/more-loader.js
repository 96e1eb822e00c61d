// Loads ropescope's on-demand module (the lesson, examples, mistakes, quiz and kernel views, the
// Hugging Face config box and the real-model lab: `ropescope-more.js`, built by Trunk beside the
// page) the first time the page asks, and initialises it. Every later call shares the first
// promise; a failed load is forgotten so that Retry fetches again.
let loading = null;
let attempt = 0;

export function loadMore(url) {
  if (!loading) {
    // A module that failed to import stays failed under its address: a retry asks under a new one.
    const address = attempt === 0 ? url : `${url}?retry=${attempt}`;
    attempt++;
    loading = import(address).then(async (m) => {
      await m.default();
      // The module's words in the page's language (fetched before any part mounts).
      await m.load_messages(document.documentElement.lang || 'en');
      return m;
    });
    loading.catch(() => { loading = null; });
  }
  return loading;
}
