/**
 * `812 B`, `3.4 KiB`, `10 MiB`, `1.2 GiB`: binary units, as the size caps are set and memory is
 * measured; one decimal below 10, none when it is zero. The one way Folio writes a size (the reader's UI has its twin).
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : value.toFixed(0);
  return `${shown} ${units[unit]}`;
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
