import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const probe = fileURLToPath(new URL('./testing/young-generation-probe.ts', import.meta.url));

/** The largest an extraction worker's new space grew to, in a process started as sync is. */
async function newSpaceMb(args: string[]): Promise<number> {
  const { stdout } = await exec(process.execPath, ['--max-semi-space-size=4', probe, ...args]);
  return Number(stdout.trim());
}

describe('letWorkerLimitsApply', () => {
  it('gives workers their own young generation under the launcher’s semi-space flag', async () => {
    // Two 4 MB semi-spaces (~9 MB measured): the flag, not WORKER_LIMITS, decided.
    expect(await newSpaceMb([])).toBeLessThan(12.5);
    // WORKER_LIMITS' 24 MB young generation: two 8 MB semi-spaces, room for a large page's tree.
    expect(await newSpaceMb(['apply'])).toBeGreaterThan(12.5);
  });
});
