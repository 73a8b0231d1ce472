import { Worker } from 'node:worker_threads';
import { letWorkerLimitsApply } from '../let-worker-limits-apply.ts';
import { WORKER_LIMITS } from '../extract-pool.ts';

/**
 * Run under `node --max-semi-space-size=4`, as `bin/folio sync` runs: starts a worker with the
 * pool's limits (after letWorkerLimitsApply when given `apply`) that makes garbage which partly
 * survives, and prints the largest its new space grew to, in MB.
 */
if (process.argv[2] === 'apply') letWorkerLimitsApply();
const garbage = `
const { getHeapSpaceStatistics } = require('node:v8');
let kept = [];
let largest = 0;
for (let i = 0; i < 400000; i++) {
  kept.push({ i, text: 'x' + i });
  if (kept.length > 60000) kept = [];
  if (i % 1000 === 0) {
    const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    largest = Math.max(largest, space.space_size);
  }
}
require('node:worker_threads').parentPort.postMessage(largest);`;
const worker = new Worker(garbage, { eval: true, resourceLimits: WORKER_LIMITS });
worker.once('message', (largest: number) => {
  console.log((largest / 2 ** 20).toFixed(1));
  void worker.terminate();
});
