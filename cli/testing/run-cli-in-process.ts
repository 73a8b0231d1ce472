import { runCli } from '../run-cli.ts';
import type { FolioRun } from './run-folio.ts';

/**
 * `folio` run inside the test process, with its output collected as runFolio collects a spawned
 * one's: the same commands without a Node start-up (and its TypeScript) per call. For what needs
 * a real process (signals, locks, permissions, the launcher itself), spawn with runFolio.
 */
export async function runFolioInProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<FolioRun> {
  // Both still write to process.stdout and set process.exitCode: in process, their output would
  // be lost and their exit code would leak into the test runner.
  if (args[0] === 'sync' || args[0] === 'serve') {
    throw new Error(`folio ${args[0]} cannot run in process yet: spawn it with runFolio`);
  }
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text) => void (stdout += text) },
    stderr: { write: (text) => void (stderr += text) },
    env: { ...process.env, ...env },
  });
  return { code, stdout, stderr };
}
