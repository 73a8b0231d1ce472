import { readFileSync, readdirSync } from 'node:fs';

/** A sync's CPU by the threads that spent it, in ms. */
export interface ThreadCpu {
  /** The main thread: fetching, link handling, SQLite writes (the search index among them). */
  mainMs: number;
  /** Node's worker threads: the extraction pool. */
  workersMs: number;
  /** V8's platform threads: concurrent and parallel garbage collection, background JIT. */
  v8HelpersMs: number;
  /** Everything else the process ran (libuv's pool, the inspector's signal thread). */
  otherMs: number;
}

/** One thread as /proc last showed it. */
export interface ThreadSample {
  /** The process the thread belongs to, and the thread's own id (equal for a main thread). */
  pid: number;
  tid: number;
  /** /proc/<pid>/task/<tid>/comm: Node names its threads (`WorkerThread`, `V8Worker`). */
  comm: string;
  /** Nanoseconds on a CPU so far (the first field of schedstat). */
  cpuNs: number;
}

/** What a Node process is called: Node 24 names its main thread, and so the process, MainThread. */
const NODE_NAMES: ReadonlySet<string> = new Set(['node', 'MainThread']);

/**
 * Groups the last sample of each thread by what the thread does. Only Node processes count: the
 * sync runs under GNU time and a shell launcher, whose own CPU is not the sync's.
 */
export function groupThreadCpu(
  samples: ReadonlyMap<number, ThreadSample>,
  nodePids: ReadonlySet<number>,
): ThreadCpu {
  const cpu: ThreadCpu = { mainMs: 0, workersMs: 0, v8HelpersMs: 0, otherMs: 0 };
  for (const sample of samples.values()) {
    if (!nodePids.has(sample.pid)) continue;
    const ms = sample.cpuNs / 1e6;
    if (sample.tid === sample.pid) cpu.mainMs += ms;
    else if (sample.comm === 'WorkerThread') cpu.workersMs += ms;
    else if (sample.comm.startsWith('V8')) cpu.v8HelpersMs += ms;
    else cpu.otherMs += ms;
  }
  return cpu;
}

/**
 * Polls the thread CPU of `pid` and its descendants until stopped. A thread's time is the last
 * value read, so up to `everyMs` of each thread's end is missed: a breakdown, not a total to
 * compare runs by (GNU time's is that). Undefined where /proc is missing (macOS, Windows).
 */
export function watchThreadCpu(
  pid: number | undefined,
  everyMs = 100,
): { stop(): ThreadCpu } | undefined {
  if (pid === undefined || !readable(`/proc/${pid}/task`)) return undefined;
  const samples = new Map<number, ThreadSample>();
  const nodePids = new Set<number>();
  const read = () => {
    for (const each of processTree(pid)) {
      if (NODE_NAMES.has(readText(`/proc/${each}/comm`) ?? '')) nodePids.add(each);
      for (const tid of readNumbers(`/proc/${each}/task`)) {
        const stat = readText(`/proc/${each}/task/${tid}/schedstat`);
        const comm = readText(`/proc/${each}/task/${tid}/comm`);
        const cpuNs = Number(stat?.split(' ')[0]);
        if (comm !== undefined && Number.isFinite(cpuNs))
          samples.set(tid, { pid: each, tid, comm, cpuNs });
      }
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return groupThreadCpu(samples, nodePids);
    },
  };
}

/** `pid` and every process below it, through each thread's `children` list. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i] as number;
    for (const tid of readNumbers(`/proc/${parent}/task`)) {
      const children = readText(`/proc/${parent}/task/${tid}/children`);
      for (const child of children?.split(' ') ?? []) if (child !== '') tree.push(Number(child));
    }
  }
  return tree;
}

/** Synchronous on purpose: procfs reads take microseconds and never wait for a disk. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    // The thread or process has exited since it was listed.
    return undefined;
  }
}

function readNumbers(dir: string): number[] {
  try {
    return readdirSync(dir).map(Number).filter(Number.isInteger);
  } catch {
    return [];
  }
}

function readable(dir: string): boolean {
  return readNumbers(dir).length > 0;
}
