import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { StartupMeasurement } from './bench-report.ts';
import { findExecutable } from './find-executable.ts';
import { percentile } from './percentile.ts';

const runs = 15;
const exec = promisify(execFile);

/**
 * hyperfine runs a command without a shell and times it from fork to exit; Node's own spawn and
 * pipes add ~20 ms to each run, a seventh of the target, so it is only the fallback.
 */
async function withHyperfine(hyperfine: string, commands: readonly string[][]): Promise<number[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'folio-bench-startup-'));
  try {
    const out = join(scratch, 'times.json');
    const quoted = commands.map((argv) => argv.map((arg) => `'${arg}'`).join(' '));
    await exec(hyperfine, ['-N', '-w', '2', '-r', String(runs), '--export-json', out, ...quoted]);
    const { results } = JSON.parse(await readFile(out, 'utf8')) as {
      results: { median: number }[];
    };
    return results.map((result) => result.median * 1000);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function withNode(commands: readonly string[][]): Promise<number[]> {
  const medians: number[] = [];
  for (const [file = '', ...args] of commands) {
    const samples: number[] = [];
    for (let i = -1; i < runs; i++) {
      const started = performance.now();
      await exec(file, args, { maxBuffer: 16 * 1024 * 1024 });
      // The first run only warms the page cache, as any second command finds it.
      if (i >= 0) samples.push(performance.now() - started);
    }
    medians.push(percentile(samples, 50));
  }
  return medians;
}

/** `folio --help` and a `folio search` on the synced cache: what a user waits for in a terminal. */
export async function measureStartup(
  repo: string,
  cache: string,
  query: string,
): Promise<StartupMeasurement> {
  const launcher = join(repo, 'bin', 'folio');
  const commands = [
    [launcher, '--help'],
    [launcher, 'search', query, '--cache', cache],
  ];
  const hyperfine = await findExecutable('hyperfine');
  const [helpMs = NaN, searchMs = NaN] = hyperfine
    ? await withHyperfine(hyperfine, commands)
    : await withNode(commands);
  return { helpMs, searchMs, query, runs, timer: hyperfine ? 'hyperfine' : 'node' };
}
