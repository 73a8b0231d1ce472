import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleLatest } from './throttle-latest.ts';

describe('throttleLatest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first value at once, then the newest at most once per interval', () => {
    const send = vi.fn();
    const { push } = throttleLatest(send, 100);
    push(1);
    push(2);
    push(3);
    expect(send.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    expect(send.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(100);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    push(4);
    expect(send.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('drops what is pending when cancelled', () => {
    const send = vi.fn();
    const { push, cancel } = throttleLatest(send, 100);
    push(1);
    push(2);
    cancel();
    vi.advanceTimersByTime(500);
    expect(send.mock.calls).toEqual([[1]]);
  });
});
