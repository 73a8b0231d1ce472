/** `10 MiB`, `500 KiB`, `812 bytes`: the units the size caps are set in. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** `0.2 s`, `30 s`, `2 min`, `1.5 h`: short enough for a progress line. */
export function formatDuration(ms: number): string {
  if (ms >= 3_600_000) return `${round(ms / 3_600_000)} h`;
  if (ms >= 120_000) return `${round(ms / 60_000)} min`;
  return `${round(ms / 1000)} s`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
