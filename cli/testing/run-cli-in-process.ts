import { runCli } from '../run-cli.ts';
import type { FolioRun } from './run-folio.ts';

/**
 * `folio` run inside the test process, with its output collected as runFolio collects a spawned
 * one's: the same commands without a Node start-up (and its TypeScript) per call. For what needs
 * a real process (signals, locks, permissions, the launcher itself), spawn with runFolio.
 * Retries do not wait out their backoff: a test's clock, not the wall's. Pages are extracted
 * inline: the worker pool is tested on its own (core/extract/extract-pool.test.ts) and through
 * the spawned command, and starting workers for a fixture's few pages took most of a sync here.
 */
export async function runFolioInProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<FolioRun> {
  // serve runs until a signal stops the process, and writes to the process's own streams.
  if (args[0] === 'serve') throw new Error('folio serve cannot run in process: spawn it');
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text) => void (stdout += text) },
    stderr: { write: (text) => void (stderr += text) },
    env: { ...process.env, ...env },
    sleep: () => Promise.resolve(),
    workers: 0,
  });
  return { code, stdout, stderr };
}
