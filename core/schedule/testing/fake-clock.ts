interface PendingTimer {
  id: number;
  /** Monotonic time it is due. */
  at: number;
  run: () => void;
}

/**
 * A wall clock and a monotonic timer queue that tests move by hand. `advance` moves both, as time
 * passing on a running machine; `sleep` moves only the wall clock, as a suspended laptop (timers
 * run on the monotonic clock, which stands still meanwhile) or an NTP jump does; `fireLate` moves
 * both and only then fires what became due, as an event loop that was blocked.
 */
export class FakeClock {
  private wall: number;
  private mono = 0;
  private nextId = 1;
  private timers: PendingTimer[] = [];

  constructor(start: string) {
    this.wall = Date.parse(start);
  }

  now = (): Date => new Date(this.wall);

  setTimer = (run: () => void, ms: number): unknown => {
    const timer = { id: this.nextId++, at: this.mono + ms, run };
    this.timers.push(timer);
    return timer.id;
  };

  clearTimer = (id: unknown): void => {
    this.timers = this.timers.filter((t) => t.id !== id);
  };

  get pending(): number {
    return this.timers.length;
  }

  /** Time passes normally: every timer fires at its due time, with settled promises in between. */
  async advance(ms: number): Promise<void> {
    const end = this.mono + ms;
    for (;;) {
      await settle();
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.wall += next.at - this.mono;
      this.mono = next.at;
      this.clearTimer(next.id);
      next.run();
    }
    this.wall += end - this.mono;
    this.mono = end;
    await settle();
  }

  sleep(ms: number): void {
    this.wall += ms;
  }

  async fireLate(ms: number): Promise<void> {
    this.wall += ms;
    this.mono += ms;
    const due = this.timers.filter((t) => t.at <= this.mono);
    for (const timer of due) {
      this.clearTimer(timer.id);
      timer.run();
    }
    await settle();
  }
}

/** Lets every promise chain that can move on run to its end (a check, not a wait: no timers). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
