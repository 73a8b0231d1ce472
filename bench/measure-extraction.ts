import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { WORKER_LIMITS } from '../core/extract/extract-pool.ts';
import type { CpuJob } from './extraction-cpu-worker.ts';

/** Real Sphinx output from Debian packages, with the URL each page has on its site. */
const SPHINX_SITES = [
  { dir: '/usr/share/doc/python3.11/html', base: 'https://docs.python.org/3.11/' },
  { dir: '/usr/share/doc/python-dask-doc/html', base: 'https://docs.dask.org/en/stable/' },
];

export interface ExtractionCpu {
  pages: number;
  /** Thread CPU of one extraction worker per page: decode, extract, pack, hash. */
  cpuMsPerPage: number;
  /**
   * The whole process's CPU per page over the same pages: the worker and V8's helper threads
   * collecting its garbage (the bench's main thread only waits). What the target is judged on.
   */
  allThreadsMsPerPage: number;
}

/**
 * CPU per real Sphinx page in one extraction worker, with the pool's own resource limits: a
 * figure that holds on a busy machine, where wall time does not. Undefined when no Sphinx docs
 * package is installed.
 */
export async function measureExtraction(): Promise<ExtractionCpu | undefined> {
  const jobs: CpuJob[] = SPHINX_SITES.filter((site) => existsSync(site.dir)).flatMap((site) =>
    readdirSync(site.dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.html'))
      .sort()
      .map((name) => ({
        file: join(site.dir, name),
        url: new URL(relative(site.dir, join(site.dir, name)), site.base).href,
      })),
  );
  if (jobs.length === 0) return undefined;
  const worker = new Worker(new URL('./extraction-cpu-worker.ts', import.meta.url), {
    workerData: { jobs },
    resourceLimits: WORKER_LIMITS,
  });
  let started: NodeJS.CpuUsage | undefined;
  const result = await new Promise<{ pages: number; cpuMs: number }>((resolve, reject) => {
    worker.on('message', (message: 'timing' | { pages: number; cpuMs: number }) => {
      if (message === 'timing') started = process.cpuUsage();
      else resolve(message);
    });
    worker.once('error', reject);
  });
  const all = process.cpuUsage(started);
  await worker.terminate();
  return {
    pages: result.pages,
    cpuMsPerPage: result.cpuMs / result.pages,
    allThreadsMsPerPage: (all.user + all.system) / 1000 / result.pages,
  };
}

// `node bench/measure-extraction.ts`: the figure alone, without the rest of the bench.
if (import.meta.main) {
  const cpu = await measureExtraction();
  console.log(
    cpu === undefined
      ? 'extraction ms CPU per real Sphinx page: not measured (no python3.11-doc or python-dask-doc)'
      : `extraction ms CPU per real Sphinx page: ${cpu.cpuMsPerPage.toFixed(2)} in the worker, ${cpu.allThreadsMsPerPage.toFixed(2)} with V8's helper threads (${cpu.pages} pages)`,
  );
}
