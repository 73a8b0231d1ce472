import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createExtractPool,
  defaultPoolSize,
  type ExtractPool,
  terminateWorkerForTest,
  workerCountForTest,
} from './extract-pool.ts';
import type { PageInput, PreparedPage } from './prepare-page.ts';
import { preparePage } from './prepare-page.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const pages = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    url: `https://docs.example.org/${file}`,
    bytes: readFileSync(new URL(file, FIXTURES)),
  }));

/** Inputs as the mirror sends them: fetched bytes, handed over (so a fresh copy each time). */
const inputs: Array<{ url: string } & (() => PageInput)> = pages.map((p) =>
  Object.assign(() => ({ url: p.url, body: new Uint8Array(p.bytes), contentType: 'text/html' }), {
    url: p.url,
  }),
);

/** Inline extraction of the same page, with the packed bytes as a plain Buffer for comparison. */
function expected(input: () => PageInput): PreparedPage {
  return normalise(preparePage(input()));
}

function normalise(page: PreparedPage): PreparedPage {
  return { ...page, packed: Buffer.from(page.packed) };
}

let pool: ExtractPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createExtractPool', () => {
  it('extracts in worker threads exactly what extractPage returns inline', async () => {
    pool = createExtractPool({ size: 2 });
    const results = await Promise.all(inputs.map((input) => pool!.extract(input())));
    expect(results.map(normalise)).toEqual(inputs.map(expected));
    expect(workerCountForTest(pool)).toBe(2);
  });

  it('leaves the caller’s bytes readable, whole buffer or pooled', async () => {
    pool = createExtractPool({ size: 1 });
    // A large page owns its whole ArrayBuffer (the case a transfer would detach); a small Buffer
    // shares Node's pool.
    const large = new Uint8Array(pages[0]!.bytes);
    const small = Buffer.from('<html><body><main><h1>T</h1><p>x</p></main></body></html>');
    for (const body of [large, small]) {
      const before = Buffer.from(body).toString('latin1');
      await pool.extract({
        url: 'https://docs.example.org/x.html',
        body,
        contentType: 'text/html',
      });
      expect(Buffer.from(body).toString('latin1')).toBe(before);
    }
  });

  it('runs inline with size 0', async () => {
    pool = createExtractPool({ size: 0 });
    const input = inputs[0]!;
    expect(normalise(await pool.extract(input()))).toEqual(expected(input));
    expect(workerCountForTest(pool)).toBe(0);
  });

  it('rejects only the page that throws', async () => {
    pool = createExtractPool({ size: 1 });
    const bad = pool.extract({ url: 'not a url', body: '<p>x</p>' });
    const good = pool.extract(inputs[0]!());
    await expect(bad).rejects.toThrow(/Extraction failed for not a url: Invalid URL/);
    await expect(good).resolves.toMatchObject({ title: expect.any(String) as string });
  });

  it('rejects the in-flight job of a worker that dies, replaces the worker, and keeps going', async () => {
    pool = createExtractPool({ size: 2 });
    const [victim, bystander] = [inputs[0]!, inputs[1]!];
    const doomed = pool.extract(victim());
    const spared = pool.extract(bystander());
    expect(await terminateWorkerForTest(pool, victim.url)).toBe(true);
    await expect(doomed).rejects.toThrow(/Extract worker exited \(code \d+\) while extracting/);
    expect(normalise(await spared)).toEqual(expected(bystander));
    // The dead worker is replaced when work needs it: two jobs at once use two threads again.
    const again = await Promise.all([pool.extract(victim()), pool.extract(bystander())]);
    expect(again.map(normalise)).toEqual([expected(victim), expected(bystander)]);
    expect(workerCountForTest(pool)).toBe(2);
  });

  it('fails only the job a dying worker was running; the jobs posted behind it run elsewhere', async () => {
    // One worker is given the running job and the next ones at once (JOBS_PER_WORKER).
    pool = createExtractPool({ size: 1 });
    const [victim, ...rest] = inputs.slice(0, 3);
    const doomed = pool.extract(victim!());
    const spared = rest.map((input) => pool!.extract(input()));
    expect(await terminateWorkerForTest(pool, victim!.url)).toBe(true);
    await expect(doomed).rejects.toThrow(/Extract worker exited \(code \d+\) while extracting/);
    expect((await Promise.all(spared)).map(normalise)).toEqual(rest.map(expected));
    expect(workerCountForTest(pool)).toBe(1);
  });

  it('fails a job past its time limit, ends its worker, and goes on with the next', async () => {
    // 1 ms: every job outlives it (a worker takes longer than that to start), so each one shows
    // the limit; a hung extraction ends the same way instead of holding the sync forever.
    pool = createExtractPool({ size: 1, jobTimeoutMs: 1 });
    const first = pool.extract(inputs[0]!());
    const second = pool.extract(inputs[1]!());
    await expect(first).rejects.toThrow(/extraction took longer than 0 s; page skipped/);
    await expect(second).rejects.toThrow(/took longer/);
    await vi.waitFor(() => expect(workerCountForTest(pool!)).toBe(0));
  });

  it('close() rejects pending work, ends every worker and refuses new jobs', async () => {
    pool = createExtractPool({ size: 1 });
    const running = pool.extract(inputs[0]!());
    const queued = pool.extract(inputs[1]!());
    const closing = pool.close();
    await expect(queued).rejects.toThrow(/closed/);
    await expect(running).rejects.toThrow(/closed/);
    await closing;
    expect(workerCountForTest(pool)).toBe(0);
    await expect(pool.extract(inputs[0]!())).rejects.toThrow(/closed/);
  });

  it('uses every core by default (two extraction threads on two cores), at most four', async () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([1, 2, 3, 4, 4, 4]);
    pool = createExtractPool();
    const results = await Promise.all(inputs.map((input) => pool!.extract(input())));
    expect(results.map(normalise)).toEqual(inputs.map(expected));
    expect(workerCountForTest(pool)).toBe(Math.min(4, availableParallelism()));
  });

  it('starts no worker before the first page, then all of them; warm() starts them at once', async () => {
    pool = createExtractPool({ size: 2 });
    expect(workerCountForTest(pool)).toBe(0);
    await pool.extract(inputs[0]!());
    expect(workerCountForTest(pool)).toBe(2);
    await pool.close();
    pool = createExtractPool({ size: 2 });
    pool.warm();
    expect(workerCountForTest(pool)).toBe(2);
    expect(normalise(await pool.extract(inputs[0]!()))).toEqual(expected(inputs[0]!));
    expect(workerCountForTest(pool)).toBe(2);
  });

  it('refuses a nonsensical size', () => {
    expect(() => createExtractPool({ size: -1 })).toThrow(RangeError);
    expect(() => createExtractPool({ size: 1.5 })).toThrow(RangeError);
  });
});
