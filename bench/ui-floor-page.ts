/**
 * The keystroke measure's floor: run in the page (after the app has loaded, so it is the same
 * origin, server and browser), it replaces the app with the least a search box can be — an input
 * whose every keystroke POSTs the same /api/search request as the renderer and writes "N results"
 * into the same aria-live line the probe watches (ui-probe.ts). No React, no list, no styles.
 *
 * Why: Chromium (DeferRendererTasksAfterInput, on by default) holds every task that arrives after
 * a keydown, network answers included, until the frame showing that keystroke is produced. So an
 * answer fetched for a keystroke cannot paint before the frame after that one, whatever the page
 * does: this page measures where that puts the bottom, beside what the app measures. Built with
 * createElement, since the app's Trusted Types policy refuses innerHTML.
 */
export const floorPageScript = `(() => {
  const search = document.createElement('div');
  search.setAttribute('role', 'search');
  const box = document.createElement('input');
  box.setAttribute('role', 'combobox');
  box.setAttribute('aria-label', 'Search the documentation');
  const live = document.createElement('p');
  live.setAttribute('aria-live', 'polite');
  search.append(box, live);
  document.body.replaceChildren(search);
  box.addEventListener('input', async () => {
    live.textContent = '';
    const query = box.value;
    if (query.trim() === '') return;
    const response = await fetch('api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, limit: 20 }),
    });
    const result = await response.json();
    if (box.value === query) live.textContent = result.hits.length + ' results';
  });
})()`;
