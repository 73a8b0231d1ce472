/**
 * Runs inside the page (an init script, so it is in place before the app's own code): for each
 * printable keydown in the search box it starts a probe that resolves once a frame has been
 * painted showing results for the text typed so far. Kept as a string because the bench's
 * tsconfig has no DOM types, and the renderer must not change for the bench.
 *
 * "Results for the text typed so far": the search box's aria-live line reads "N results" only
 * when a query is set and its answer is not pending, and every keystroke that changes the query
 * sets it pending (the line empties) until the debounced request answers. So the line must read
 * "N results" after either it was seen empty since the keydown, or a search request sent since
 * the keydown has answered. Merely "changed" is not enough: a renderer may render the first key
 * after a cleared box once with the old, empty answer ("0 results") before the pending state
 * lands; that render has no answer of its own. And "seen empty" alone is not enough either: a
 * renderer that shows the pending state in the keystroke's own render leaves an empty line
 * empty, with nothing to see change. The line and the listbox are rendered in one commit, so
 * they paint in the same frame.
 *
 * Painted: the frame is found with requestAnimationFrame, which runs before that frame's paint;
 * a message posted from it is handled after the frame is produced, and that is the time taken.
 * The search request's Resource Timing entry splits the wait into debounce and the rest.
 */
export const uiProbeScript = `(() => {
  const timeoutMs = 3000;
  const state = { last: undefined };
  window.__folioBench = state;
  window.addEventListener('keydown', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || box.getAttribute('role') !== 'combobox') return;
    if (event.key.length !== 1) return;
    const started = performance.now();
    performance.clearResourceTimings();
    const live = document.querySelector('[role="search"] [aria-live]');
    let pendingSeen = false;
    const observer = new MutationObserver(() => {
      if (live.textContent === '') pendingSeen = true;
    });
    if (live) observer.observe(live, { childList: true, characterData: true, subtree: true });
    state.last = new Promise((resolve) => {
      const finish = (result) => { observer.disconnect(); resolve(result); };
      const frame = () => {
        if (box.value.trim() === '') return finish({ skipped: true });
        const answered = performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname.endsWith('/api/search') &&
            entry.startTime >= started && entry.responseEnd > 0);
        if ((pendingSeen || answered) && /^\\d+ results$/.test(live.textContent)) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const paintedMs = performance.now() - started;
            const request = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('/api/search'))
              .at(-1);
            finish({
              paintedMs,
              requestMs: request ? request.startTime - started : undefined,
              responseMs: request ? request.responseEnd - started : undefined,
            });
          };
          channel.port2.postMessage(null);
          return;
        }
        if (performance.now() - started > timeoutMs) return finish({});
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, true);
})();`;

/** An expression the harness awaits after each key: the probe of the last keystroke. */
export const lastProbeExpression = 'window.__folioBench.last';
