// A course page's side of ropescope's postMessage API (see the README, "Course pages"):
// sizes each ropescope frame (iframe[data-ropescope]) from ropescope:height, logs every message
// the widget sends (when the page has a [data-testid="event-log"] list), and sends the first
// frame ropescope:set / ropescope:get / ropescope:view from the lecture buttons, if there are
// any. The pattern to copy: a message is read only when it comes from a ropescope frame's own
// window (event.source) and from the origin of the address that frame loads (event.origin), and
// the page posts only to that origin, never '*' (a frame that navigated elsewhere would get the
// message). Add `origin=` with this page's origin to the frame's address and the widget, for
// its part, talks to this page alone.
const frames = () => [...document.querySelectorAll('iframe[data-ropescope]')];
const log = document.querySelector('[data-testid="event-log"]');
// The origin of the widget a frame loads (its src, read against this page's address).
const originOf = (frame) => new URL(frame.getAttribute('src'), location.href).origin;
const send = (message) => {
  const frame = frames()[0];
  if (frame) frame.contentWindow.postMessage(message, originOf(frame));
};

function note(text) {
  if (!log) return;
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
  while (log.children.length > 30) log.lastElementChild.remove();
}

window.addEventListener('message', (event) => {
  const frame = frames().find((f) => f.contentWindow === event.source);
  const data = event.data;
  if (!frame || event.origin !== originOf(frame) || !data || typeof data.type !== 'string') return;
  switch (data.type) {
    case 'ropescope:height':
      if (typeof data.height !== 'number') return;
      frame.style.height = `${Math.ceil(Math.min(Math.max(data.height, 100), 20000))}px`;
      frame.dataset.resized = 'true';
      note(`ropescope:height ${data.height}`);
      break;
    case 'ropescope:scroll':
      // A path's step opened: its card starts `top` pixels below the frame's top.
      if (typeof data.top !== 'number') return;
      window.scrollTo(0, frame.getBoundingClientRect().top + window.scrollY + data.top);
      note(`ropescope:scroll ${data.top}`);
      break;
    case 'ropescope:ready':
      note(`ropescope:ready version ${data.version}: ${data.query || '(defaults)'}`);
      break;
    case 'ropescope:state':
      note(`ropescope:state ${data.query || '(defaults)'}`);
      break;
    case 'ropescope:answer':
      note(`ropescope:answer ${data.question}: choice ${data.choice}, ${data.correct ? 'right' : 'not right'}`);
      break;
    case 'ropescope:xapi': {
      // The widget leaves the actor out: the course page knows its learner. A real page sends
      // the statement on to its LRS (POST /statements with its credentials).
      if (!data.statement || typeof data.statement !== 'object') return;
      const statement = { ...data.statement, actor: { objectType: 'Agent', name: 'A learner', mbox: 'mailto:learner@example.org' } };
      window.lrsQueue = window.lrsQueue || [];
      window.lrsQueue.push(statement);
      const verb = String(statement.verb?.display?.['en-US'] || statement.verb?.id || '');
      const result = statement.result || {};
      const detail = result.score ? `score ${result.score.raw} of ${result.score.max}`
        : ('success' in result ? (result.success ? 'right' : 'not right') : '');
      note(`ropescope:xapi ${verb} ${statement.object?.id || ''} ${detail}`);
      break;
    }
    case 'ropescope:error':
      note(`ropescope:error ${data.key}: expected ${data.expected}, got "${data.got}"`);
      break;
    default:
      break;
  }
});

for (const button of document.querySelectorAll('[data-query]')) {
  button.addEventListener('click', () => send({ type: 'ropescope:set', query: button.dataset.query }));
}
document.querySelector('[data-testid="example-view"]')?.addEventListener('click', () => send({ type: 'ropescope:view', view: 'compasses' }));
document.querySelector('[data-testid="example-get"]')?.addEventListener('click', () => send({ type: 'ropescope:get' }));

// A guided path next to the widget, sent whole to the frame.
for (const button of document.querySelectorAll('[data-path]')) {
  button.addEventListener('click', async () => {
    try {
      const response = await fetch(button.dataset.path, { redirect: 'error' });
      send({ type: 'ropescope:path', path: await response.json() });
    } catch (e) {
      note(`could not load ${button.dataset.path}: ${e.message}`);
    }
  });
}
