import { describe, expect, it } from 'vitest';
import { parseDuration } from './parse-duration.ts';

describe('parseDuration', () => {
  it('reads seconds, minutes, hours, days and weeks, alone or combined', () => {
    expect(parseDuration('24h')).toBe(86_400_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('7d')).toBe(604_800_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('2w')).toBe(1_209_600_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration(' 1.5H ')).toBe(5_400_000);
  });

  it('refuses what is not a duration, naming it', () => {
    for (const bad of ['', '24', 'h', 'daily', '-1h', '1y', '0s', '1h 30m']) {
      expect(() => parseDuration(bad)).toThrow(RangeError);
    }
    expect(() => parseDuration('daily')).toThrow(/"daily"/);
  });
});
