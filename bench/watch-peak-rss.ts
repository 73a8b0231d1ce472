import { readFileSync } from 'node:fs';

/**
 * Polls /proc/<pid>/status for VmHWM (the kernel's resident high-water mark) until stopped; the
 * last value read is the peak. Returns undefined where /proc is missing (macOS, Windows).
 */
export function watchPeakRss(
  pid: number | undefined,
  everyMs = 20,
): { stop(): number | undefined } | undefined {
  if (pid === undefined) return undefined;
  let peak: number | undefined;
  const read = () => {
    try {
      // Synchronous on purpose: a procfs read is a few microseconds and never blocks on disk.
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
      if (kilobytes) peak = Math.max(peak ?? 0, Number(kilobytes) * 1024);
    } catch {
      // The process has exited; keep the last value.
    }
  };
  read();
  if (peak === undefined) return undefined;
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
