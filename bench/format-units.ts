/** Milliseconds as "850 ms" or "12.3 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms.toFixed(ms < 10 ? 2 : 0)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Bytes in binary megabytes ("MB" = 2^20 bytes, as RSS is usually quoted), or KB below one. */
export function formatBytes(bytes: number): string {
  const mb = bytes / 2 ** 20;
  return mb < 1 ? `${(bytes / 1024).toFixed(0)} KB` : `${mb.toFixed(1)} MB`;
}
