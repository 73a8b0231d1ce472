import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExtractReply, ExtractRequest } from './extract-messages.ts';
import { letWorkerLimitsApply } from './let-worker-limits-apply.ts';
import type { PageInput, PreparedPage } from './prepare-page.ts';

export interface ExtractPool {
  /**
   * Decodes, extracts, packs and hashes one page; rejects when that page throws, its worker dies
   * while on it, or the pool closes. A byte body is copied to the worker when it is posted: do
   * not change it before the promise settles.
   */
  extract(input: PageInput): Promise<PreparedPage>;
  /** Starts every worker now, before the first page, when pages are surely coming. */
  warm(): void;
  /** Rejects queued and running jobs and ends every worker. */
  close(): Promise<void>;
}

export interface ExtractPoolOptions {
  /**
   * Worker threads; default one per core. 0 extracts inline on the caller's thread, where no time
   * limit can apply: for tests and fixtures, never for a site's pages.
   */
  size?: number;
  /**
   * Longest one page may take in a worker before the worker is ended and the page fails; 30 s by
   * default (a large real page takes under a second).
   */
  jobTimeoutMs?: number;
}

/**
 * Per worker, since each is a V8 heap of its own. Without an old-generation limit V8 lets a
 * worker's heap grow with the machine's memory, mostly garbage; a limit makes it collect sooner.
 * 256 MB still extracts a page at the fetcher's 10 MB cap (~160 MB of tree). The young generation
 * holds one large page's tree between scavenges, so it is not copied; `npm run bench` measures
 * both (heap, scavenges, thread CPU a page).
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 256 } as const;

interface Job {
  id: number;
  /** The caller's, untouched: each post sends a copy, so a job can be posted again. */
  input: PageInput;
  timer?: NodeJS.Timeout;
  resolve: (page: PreparedPage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Posted to the worker, in the order it runs them: the first is running. */
  jobs: Job[];
  crash?: Error;
}

/**
 * Jobs posted to one worker at a time. With only the running one posted, a worker that finished
 * waited for the calling thread to post the next, and that thread is busy for tens of
 * milliseconds at each write batch's commit (FTS5 tokenising, COMMIT): over a 10,000-page sync,
 * the two cores sat idle for 13 of their 75 seconds.
 */
const JOBS_PER_WORKER = 3;

/** Test-only access to a pool's workers, so a test can kill one mid-job (see the hook below). */
const slotsOf = new WeakMap<ExtractPool, () => readonly Slot[]>();

function closedError(): Error {
  return new Error('Extract pool is closed');
}

/**
 * Inline extraction loads the extraction code on first use: a pool of workers loads it in each
 * worker, and the calling thread (a sync's main thread) never needs its megabyte of modules.
 */
function createInlinePool(): ExtractPool {
  let closed = false;
  return {
    extract: (input) =>
      closed
        ? Promise.reject(closedError())
        : import('./prepare-page.ts').then(({ preparePage }) => preparePage(input)),
    warm: () => undefined,
    close: () => {
      closed = true;
      return Promise.resolve();
    },
  };
}

/**
 * A pool of worker threads running extractPage, so extraction (the crawl's main CPU cost) never
 * blocks the caller. Each worker is given up to JOBS_PER_WORKER jobs and runs them in turn, the
 * least loaded first; a worker that dies or times out fails only the job it was running, and
 * those waiting behind it go back to the queue. It is replaced on the next dispatch. Idle workers
 * are unref'd: a forgotten close() does not keep the process alive.
 */
export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const size = options.size ?? defaultPoolSize();
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`Invalid pool size: ${size}`);
  if (size === 0) return createInlinePool();

  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  /** A job's time runs from when its worker starts it, not from when it was posted. */
  const startClock = (slot: Slot): void => {
    const job = slot.jobs[0];
    if (job !== undefined) job.timer = setTimeout(() => timeOut(slot, job), jobTimeoutMs);
  };

  const settle = (slot: Slot, reply: ExtractReply): void => {
    const job = slot.jobs[0];
    if (job === undefined || job.id !== reply.id) return;
    slot.jobs.shift();
    clearTimeout(job.timer);
    startClock(slot);
    if (slot.jobs.length === 0) slot.worker.unref();
    if (reply.ok) job.resolve(reply.page);
    else job.reject(new Error(`Extraction failed for ${job.input.url}: ${reply.message}`));
    dispatch();
  };

  /** Takes a worker out of the pool: its running job is the one to fail, the rest run elsewhere. */
  const retire = (slot: Slot): Job | undefined => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    const [running, ...waiting] = slot.jobs.splice(0);
    clearTimeout(running?.timer);
    if (closed) for (const job of waiting) job.reject(closedError());
    else queue.unshift(...waiting);
    return running;
  };

  const onExit = (slot: Slot, code: number): void => {
    // A timed-out worker has left the pool already, its jobs with it.
    const job = retire(slot);
    if (job !== undefined) {
      const cause = slot.crash ? `: ${slot.crash.message}` : '';
      job.reject(
        closed
          ? closedError()
          : new Error(
              `Extract worker exited (code ${code}) while extracting ${job.input.url}${cause}`,
            ),
      );
    }
    if (!closed) dispatch();
  };

  const spawn = (): Slot => {
    letWorkerLimitsApply();
    const slot: Slot = {
      worker: new Worker(new URL('./extract-worker.ts', import.meta.url), {
        resourceLimits: WORKER_LIMITS,
      }),
      jobs: [],
    };
    slot.worker.on('message', (reply: ExtractReply) => settle(slot, reply));
    slot.worker.on('error', (error: unknown) => {
      slot.crash = error instanceof Error ? error : new Error(String(error));
    });
    slot.worker.on('exit', (code) => onExit(slot, code));
    slots.push(slot);
    return slot;
  };

  /** A job past its time: the page fails and its worker is ended (it may be stuck for good). */
  const timeOut = (slot: Slot, job: Job): void => {
    if (slot.jobs[0] !== job) return;
    // Out of the pool first, so no job is dispatched to a worker that is being ended.
    retire(slot);
    const seconds = Math.round(jobTimeoutMs / 100) / 10;
    job.reject(new Error(`extraction took longer than ${seconds} s; page skipped`));
    void slot.worker.terminate();
    if (!closed) dispatch();
  };

  const startAll = (): void => {
    while (!closed && slots.length < size) spawn().worker.unref();
  };

  /** The worker with the fewest jobs, if any has room for one more. */
  const leastLoaded = (): Slot | undefined => {
    let best: Slot | undefined;
    for (const slot of slots) {
      if (slot.jobs.length < (best?.jobs.length ?? JOBS_PER_WORKER)) best = slot;
    }
    return best;
  };

  const dispatch = (): void => {
    // The first page means more are coming (a crawl has several in flight): every worker is
    // started now, not at the first job it would get, so none is still loading its modules and
    // compiling cold code while the others are busy: a dask sync's second worker used to answer
    // its first page ~0.7 s after the first worker. A re-sync answered with 304s starts none.
    if (queue.length > 0) startAll();
    while (queue.length > 0) {
      const slot = leastLoaded();
      if (slot === undefined) return;
      const job = queue.shift() as Job;
      slot.jobs.push(job);
      if (slot.jobs.length === 1) {
        slot.worker.ref();
        startClock(slot);
      }
      const request: ExtractRequest = { id: job.id, input: transferable(job.input) };
      const { body } = request.input;
      slot.worker.postMessage(
        request,
        typeof body === 'string' ? [] : [body.buffer as ArrayBuffer],
      );
    }
  };

  const pool: ExtractPool = {
    extract(input) {
      if (closed) return Promise.reject(closedError());
      return new Promise<PreparedPage>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    warm: startAll,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(closedError());
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
  slotsOf.set(pool, () => slots);
  return pool;
}

/**
 * One worker per core, up to MAX_DEFAULT_WORKERS: extraction is most of a sync's CPU, and with one
 * worker on two cores that worker was the critical path while the main thread idled half the time.
 * The caller's thread (fetching, link handling, SQLite writes) shares the cores with them. Each
 * worker's heap peaks near 100 MB (WORKER_LIMITS), so a many-core laptop stops at four: the sites
 * themselves are fetched a few pages at a time per host.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.min(MAX_DEFAULT_WORKERS, Math.max(1, cores));
}

const MAX_DEFAULT_WORKERS = 4;

/**
 * A body the worker can own: always a copy. Transferring the caller's own bytes would detach
 * them, and the caller still reads the body after extraction (the soft-404 check, the sidebar),
 * and the pool posts it again when the worker it waited on dies.
 * The copy costs a memcpy per page against milliseconds of parsing.
 */
function transferable(input: PageInput): PageInput {
  const { body } = input;
  return typeof body === 'string' ? input : { ...input, body: new Uint8Array(body) };
}

/**
 * Test hook: terminates the worker that is extracting `url`, as a crash would (the worker cannot
 * be made to crash from a page, by design). Resolves false when no worker is on that job.
 */
export async function terminateWorkerForTest(pool: ExtractPool, url: string): Promise<boolean> {
  const slot = slotsOf
    .get(pool)?.()
    .find((s) => s.jobs[0]?.input.url === url);
  if (slot === undefined) return false;
  await slot.worker.terminate();
  return true;
}

/** Test hook: how many worker threads the pool has alive. */
export function workerCountForTest(pool: ExtractPool): number {
  return slotsOf.get(pool)?.().length ?? 0;
}
