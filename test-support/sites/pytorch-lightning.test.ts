import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('pytorch-lightning');
});
afterAll(() => replica.close());

const get = (path: string) => fetch(replica.url + path, { redirect: 'manual' });

describe('pytorch-lightning replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('answers every unknown path with the same 200 shell (a soft 404)', async () => {
    const a = await get('/docs/pytorch/stable/no-such-page.html');
    const b = await get('/anything/at/all');
    expect(a.status).toBe(200);
    const shell = await a.text();
    expect(shell).toBe(await b.text());
    expect(Buffer.byteLength(shell)).toBe(19_519);
    replica.deleteFile('site', '/docs/pytorch/stable/accelerators/gpu.html');
    const gone = await get('/docs/pytorch/stable/accelerators/gpu.html');
    expect([gone.status, await gone.text()]).toEqual([200, shell]);
    expect((await get('/docs/pytorch/stable/common/trainer.html')).status).toBe(200);
  });

  it('has a platform llms.txt with one PL link, and .md twins naming the concrete version', async () => {
    const llms = await (await get('/llms.txt')).text();
    expect(llms.match(/\/docs\/pytorch\//g)).toHaveLength(1);
    const twin = await (await get('/docs/pytorch/stable/common/trainer.md')).text();
    expect(twin).toMatch(/^---\ntitle: 'Trainer'\n/);
    expect(twin).toContain('](/docs/pytorch/2.6.6/index.md)');
    expect(await (await get('/docs/pytorch/stable/tutorials.md')).text()).toContain(
      '[*](/docs/pytorch/2.6.6/notebooks/**/*.md)',
    );
    const page = await (await get('/docs/pytorch/stable/common/trainer.html')).text();
    expect(page).toContain(
      '<link rel="alternate" type="text/markdown" href="/docs/pytorch/stable/common/trainer.md">',
    );
    expect(page).toContain(
      'article itemprop="articleBody" id="pytorch-article" class="pytorch-article"',
    );
  });
});
