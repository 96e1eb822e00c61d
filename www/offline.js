// Registers sw.js (see there) on a page not in a frame; offers a new version (the .update-bar).
{
const sw = navigator.serviceWorker;
if (sw && top === self) {
  const had = sw.controller;
  const offer = (w) => {
    if (!sw.controller || document.querySelector('.update-bar')) return;
    const bar = document.createElement('p');
    const b = document.createElement('button');
    bar.className = 'update-bar';
    bar.setAttribute('role', 'status');
    bar.dataset.testid = 'update-ready';
    bar.textContent = 'A new version of ropescope is ready. ';
    b.textContent = 'Reload';
    b.onclick = () => w.postMessage('skip-waiting');
    bar.append(b);
    document.body.append(bar);
  };
  sw.register('sw.js').then((r) => {
    if (r.waiting) offer(r.waiting);
    r.onupdatefound = () => {
      const w = r.installing;
      w.onstatechange = () => w.state === 'installed' && offer(w);
    };
  }, () => {});
  sw.oncontrollerchange = () => had && location.reload();
}
}
