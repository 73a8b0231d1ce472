/**
 * Runs tasks from `next` with at most `limit` in flight. `next` returning undefined means "nothing
 * to start now"; the pool ends when nothing is in flight and nothing can start. The first task
 * that throws stops new starts; the pool still waits for the others before rethrowing, so no
 * task outlives the run.
 */
export async function runPool(limit: number, next: () => Promise<void> | undefined): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  for (;;) {
    while (!failure && running.size < limit) {
      const task = next();
      if (!task) break;
      const tracked: Promise<void> = task
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => running.delete(tracked));
      running.add(tracked);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  if (failure) throw failure.error;
}
