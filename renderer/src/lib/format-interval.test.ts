import { describe, expect, it } from 'vitest';
import { formatInterval } from './format-interval.ts';

describe('formatInterval', () => {
  it('names the largest whole unit', () => {
    expect(formatInterval(86_400_000)).toBe('every day');
    expect(formatInterval(6 * 3_600_000)).toBe('every 6 hours');
    expect(formatInterval(7 * 86_400_000)).toBe('every week');
    expect(formatInterval(30 * 60_000)).toBe('every 30 minutes');
    expect(formatInterval(90 * 60_000)).toBe('every 90 minutes');
  });
});
