import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { preparePage } from '../core/extract/prepare-page.ts';

/** One real page to extract: its file and the URL it would have on its site. */
export interface CpuJob {
  file: string;
  url: string;
}

/**
 * Extracts every page once to warm the JIT, then again under the clock: thread CPU of this worker
 * (what one extraction thread spends), bytes read before the clock starts so only extraction is
 * timed. V8's helper threads (parallel scavenges, concurrent marking) are not in that figure: the
 * worker says when the clock starts, so the parent can take the whole process's CPU as well.
 */
const jobs = (workerData as { jobs: CpuJob[] }).jobs;
const bodies = jobs.map((job) => readFileSync(job.file));
const run = (): void => {
  jobs.forEach((job, i) => {
    const body = bodies[i] as Buffer;
    preparePage({ url: job.url, body: new Uint8Array(body), contentType: 'text/html' });
  });
};
run();
parentPort?.postMessage('timing');
const start = process.threadCpuUsage();
const elu = performance.eventLoopUtilization();
run();
const used = process.threadCpuUsage(start);
parentPort?.postMessage({
  pages: jobs.length,
  cpuMs: (used.user + used.system) / 1000,
  activeMs: performance.eventLoopUtilization(elu).active,
});
