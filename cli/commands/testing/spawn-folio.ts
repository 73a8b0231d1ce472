import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FolioRun } from '../../testing/run-folio.ts';

const launcher = fileURLToPath(new URL('../../../bin/folio', import.meta.url));

export interface RunningFolio {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves once `pattern` has appeared on stderr (or stdout); rejects if the process ends first. */
  waitFor(pattern: RegExp): Promise<void>;
  done: Promise<FolioRun>;
}

/**
 * The real `folio` launcher, watched while it runs: for tests that kill it mid-way, run it next to
 * another process, or run it as another user (`user`, when the tests run as root, for whom
 * permission bits mean nothing).
 */
export function spawnFolio(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; user?: { uid: number; gid: number } } = {},
): RunningFolio {
  const child = spawn(launcher, [...args], {
    env: {
      ...process.env,
      ...(options.user && { NODE_COMPILE_CACHE: compileCacheOf(options.user) }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
  let stdout = '';
  let stderr = '';
  const watchers = new Set<() => void>();
  const notify = (): void => watchers.forEach((w) => w());
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    notify();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    notify();
  });
  const done = new Promise<FolioRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      notify();
      resolve({ code, stdout, stderr });
    });
  });
  let ended = false;
  void done.then(() => (ended = true));
  return {
    child,
    output: () => ({ stdout, stderr }),
    done,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (pattern.test(stderr) || pattern.test(stdout)) {
            watchers.delete(check);
            resolve();
          } else if (ended || child.exitCode !== null || child.signalCode !== null) {
            watchers.delete(check);
            reject(new Error(`folio ended before ${pattern}: ${stderr}`));
          }
        };
        watchers.add(check);
        check();
      }),
  };
}

/**
 * A compile cache the user owns. bin/start.js keeps Node's compiled code in tmpdir, where the
 * tests' user (root) made it: another user can read it but not add to it, so each of that user's
 * processes would compile again every module root has not run (from the sources: all of them).
 */
function compileCacheOf(user: { uid: number; gid: number }): string {
  const dir = join(tmpdir(), `folio-test-compile-cache-${user.uid}`);
  mkdirSync(dir, { recursive: true });
  chownSync(dir, user.uid, user.gid);
  return dir;
}

/** Who to run a process as so that file permissions apply: nobody, when the tests run as root. */
export function unprivileged(): { uid: number; gid: number } | undefined {
  return process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
}
