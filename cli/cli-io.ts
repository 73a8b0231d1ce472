import type { NetworkOptions } from '../core/mirror/open-network.ts';

/** Where a command writes, as much of a stream as the CLI uses (process.stdout is one). */
export interface CliOutput {
  write(text: string): void;
  /** A terminal: search colours its snippets, commander its help. */
  isTTY?: boolean;
  columns?: number;
}

/**
 * Everything a command reads from or writes to its process, passed in: the same commands run
 * under bin/folio (process I/O) and inside a test (strings), and two runs in one process cannot
 * see each other's output, environment or exit code.
 */
export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
  env: NodeJS.ProcessEnv;
  /** Relative paths (--cache, --out, files) resolve from here; the process's own when absent. */
  cwd?: string;
  /** Waits out a retry's backoff; a test passes one that does not wait (real time when absent). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Extraction workers for syncs and probes; a test in process passes 0 to extract inline, since
   * starting a worker (and loading the extraction modules in it) costs more than its few pages.
   * The command's own default when absent.
   */
  workers?: number;
}

/** How a command's syncs and probes reach the network: GitHub's endpoints from its environment. */
export function networkOf(io: CliIo): NetworkOptions {
  return {
    env: io.env,
    sleep: io.sleep,
    // Only when given: a probe's default of one worker must not become the pool's one per core.
    ...(io.workers === undefined ? {} : { workers: io.workers }),
  };
}
