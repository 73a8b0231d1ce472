/**
 * Calls `send` with the newest value at most once per `ms`: a sync publishes a state per page,
 * and the window only needs to redraw a few times a second. The last value is never dropped.
 */
export function throttleLatest<T>(
  send: (value: T) => void,
  ms: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): { push: (value: T) => void; cancel: () => void } {
  let pending: { value: T } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    send(value);
    timer = timers.setTimeout(flush, ms);
  };
  return {
    push(value) {
      pending = { value };
      if (timer === undefined) flush();
    },
    cancel() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
