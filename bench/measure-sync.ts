import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { SyncMeasurement } from './bench-report.ts';
import { watchPeakRss } from './watch-peak-rss.ts';
import { watchThreadCpu } from './watch-thread-cpu.ts';
import { gnuTime } from './gnu-time.ts';

/**
 * Runs `bin/folio sync --json` as a child, as a user's shell would, and measures its
 * wall time and peak RSS. Peak RSS comes from GNU time's %M where available: the kernel reports
 * the child's high-water mark at exit (wait4 rusage), so the peak is exact, including the last
 * moments; polling /proc/<pid>/status VmHWM is the fallback, and can miss a peak reached after
 * the last poll (the file is gone once the process exits). Worker threads (page extraction)
 * live in the same process, so both methods count them. Where /proc has them, the CPU of each
 * kind of thread is sampled too (watch-thread-cpu.ts), to say where a slow sync's time went.
 */
export async function measureSync(options: {
  repo: string;
  catalog: string;
  cache: string;
  maxPages?: number;
}): Promise<SyncMeasurement> {
  const args = [
    join(options.repo, 'bin', 'folio'),
    'sync',
    '--catalog',
    options.catalog,
    '--cache',
    options.cache,
    '--json',
  ];
  if (options.maxPages !== undefined) args.push('--max-pages', String(options.maxPages));
  const time = await gnuTime();
  const scratch = await mkdtemp(join(tmpdir(), 'folio-bench-rss-'));
  const rssFile = join(scratch, 'rss');
  const [command, commandArgs] = time
    ? [time, ['-f', '%M', '-o', rssFile, ...args]]
    : [args[0] ?? '', args.slice(1)];

  const started = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: options.repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const peak = time ? undefined : watchPeakRss(child.pid);
  const threads = watchThreadCpu(child.pid);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  let events = 0;
  let summary: unknown;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    try {
      summary = JSON.parse(line);
      events++;
    } catch {
      // Not an event (e.g. a stray log line): the sync's JSON output is what counts.
    }
  });
  const exitCode = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      stderr += String(error);
      resolve(127);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  const ms = performance.now() - started;
  const threadCpu = threads?.stop();

  let peakRssBytes: number | undefined;
  if (time) {
    const kilobytes = Number.parseInt(await readFile(rssFile, 'utf8').catch(() => ''), 10);
    peakRssBytes = Number.isFinite(kilobytes) ? kilobytes * 1024 : undefined;
  } else {
    peakRssBytes = peak?.stop();
  }
  await rm(scratch, { recursive: true, force: true });
  return {
    ms,
    exitCode,
    peakRssBytes,
    rssMethod: time ? 'time' : peak ? 'vmhwm' : 'none',
    ...(threadCpu !== undefined && { threadCpu }),
    events,
    summary,
    stderrTail: stderr.slice(-1500),
  };
}
