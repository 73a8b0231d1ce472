/**
 * Admits pages to the browser within the budget: at most `slots` open at once, and their starts
 * at least 1/perSecond apart, in the order they asked. `idle` is called with no page open, the
 * moment a restart of the browser would cut nothing short.
 */
export function renderGate(slots: number, perSecond: number, now = () => Date.now()) {
  const interval = perSecond > 0 ? 1000 / perSecond : 0;
  const waiting: Array<() => void> = [];
  let open = 0;
  let nextStart = 0;

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else open--;
  };
  return {
    get open(): number {
      return open;
    },
    /** Resolves when the page may start; call the function it gives back when the page is done. */
    async enter(): Promise<() => void> {
      if (open < slots) open++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      const at = Math.max(now(), nextStart);
      nextStart = at + interval;
      const wait = at - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release();
      };
    },
  };
}
