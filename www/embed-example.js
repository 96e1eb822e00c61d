// Resizes every ropescope iframe on this page to the height the widget reports.
// The widget posts {type: "ropescope:height", height} to its parent whenever its size changes.
window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'ropescope:height' || typeof data.height !== 'number') return;
  for (const frame of document.querySelectorAll('iframe[data-ropescope]')) {
    if (frame.contentWindow === event.source) {
      frame.style.height = `${Math.ceil(Math.min(Math.max(data.height, 100), 20000))}px`;
      frame.dataset.resized = 'true';
    }
  }
});
