const UNIT_MS = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
} as const;

/**
 * '30m', '24h', '7d' (also '90s', '2w', '1h30m') in milliseconds, for `--sync-every` and
 * `--stale-after`. Throws a RangeError naming the input, so a CLI can turn it into a usage error.
 */
export function parseDuration(text: string): number {
  const trimmed = text.trim().toLowerCase();
  if (!/^(\d+(\.\d+)?[smhdw])+$/.test(trimmed)) {
    throw new RangeError(`not a duration: "${text}" (use e.g. 30m, 24h or 7d)`);
  }
  let ms = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+(?:\.\d+)?)([smhdw])/g)) {
    ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  if (!(ms >= 1000) || !Number.isSafeInteger(Math.round(ms))) {
    throw new RangeError(`not a usable duration: "${text}" (at least 1s)`);
  }
  return Math.round(ms);
}
