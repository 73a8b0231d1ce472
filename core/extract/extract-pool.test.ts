import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';
import {
  createExtractPool,
  type ExtractPool,
  terminateWorkerForTest,
  workerCountForTest,
} from './extract-pool.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const inputs = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    url: `https://docs.example.org/${file}`,
    html: readFileSync(new URL(file, FIXTURES), 'utf8'),
  }));

let pool: ExtractPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createExtractPool', () => {
  it('extracts in worker threads exactly what extractPage returns inline', async () => {
    pool = createExtractPool({ size: 2 });
    const results = await Promise.all(inputs.map((input) => pool!.extract(input)));
    expect(results).toEqual(inputs.map((input) => extractPage(input)));
    expect(workerCountForTest(pool)).toBe(2);
  });

  it('runs inline with size 0', async () => {
    pool = createExtractPool({ size: 0 });
    const input = inputs[0]!;
    expect(await pool.extract(input)).toEqual(extractPage(input));
    expect(workerCountForTest(pool)).toBe(0);
  });

  it('rejects only the page that throws', async () => {
    pool = createExtractPool({ size: 1 });
    const bad = pool.extract({ url: 'not a url', html: '<p>x</p>' });
    const good = pool.extract(inputs[0]!);
    await expect(bad).rejects.toThrow(/Extraction failed for not a url: Invalid URL/);
    await expect(good).resolves.toMatchObject({ title: expect.any(String) as string });
  });

  it('rejects the in-flight job of a worker that dies, replaces the worker, and keeps going', async () => {
    pool = createExtractPool({ size: 2 });
    const [victim, bystander] = [inputs[0]!, inputs[1]!];
    const doomed = pool.extract(victim);
    const spared = pool.extract(bystander);
    expect(await terminateWorkerForTest(pool, victim.url)).toBe(true);
    await expect(doomed).rejects.toThrow(/Extract worker exited \(code \d+\) while extracting/);
    await expect(spared).resolves.toEqual(extractPage(bystander));
    // The dead worker is replaced when work needs it: two jobs at once use two threads again.
    const again = await Promise.all([pool.extract(victim), pool.extract(bystander)]);
    expect(again).toEqual([extractPage(victim), extractPage(bystander)]);
    expect(workerCountForTest(pool)).toBe(2);
  });

  it('close() rejects pending work, ends every worker and refuses new jobs', async () => {
    pool = createExtractPool({ size: 1 });
    const running = pool.extract(inputs[0]!);
    const queued = pool.extract(inputs[1]!);
    const closing = pool.close();
    await expect(queued).rejects.toThrow(/closed/);
    await expect(running).rejects.toThrow(/closed/);
    await closing;
    expect(workerCountForTest(pool)).toBe(0);
    await expect(pool.extract(inputs[0]!)).rejects.toThrow(/closed/);
  });

  it('refuses a nonsensical size', () => {
    expect(() => createExtractPool({ size: -1 })).toThrow(RangeError);
    expect(() => createExtractPool({ size: 1.5 })).toThrow(RangeError);
  });
});
