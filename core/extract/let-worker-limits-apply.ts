import { setFlagsFromString } from 'node:v8';

let applied = false;

/**
 * `bin/folio sync` starts Node with --max-semi-space-size=4 to keep the main thread's young
 * generation small. V8 applies that flag to every heap it makes after, over a worker's
 * resourceLimits, so without this the extraction workers got 4 MB semi-spaces, not WORKER_LIMITS.
 * A large page's tree then outgrew the young generation and went to the old one for major GCs to
 * collect: python3.11-doc's sync spent more CPU in V8's helper threads than in extraction itself.
 * Clearing the flag before the first worker lets each worker's limits decide; a heap already
 * made, the main thread's, keeps the size it was made with.
 */
export function letWorkerLimitsApply(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString('--max-semi-space-size=0');
}
