/** `86400000` → "every day", `21600000` → "every 6 hours", for what schedules a sync. */
export function formatInterval(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const plural = (n: number, unit: string) => (n === 1 ? `every ${unit}` : `every ${n} ${unit}s`);
  if (minutes % (60 * 24 * 7) === 0) return plural(minutes / (60 * 24 * 7), 'week');
  if (minutes % (60 * 24) === 0) return plural(minutes / (60 * 24), 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
