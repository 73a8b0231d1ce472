/** Milliseconds as "850 ms" or "12.3 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms.toFixed(ms < 10 ? 2 : 0)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
