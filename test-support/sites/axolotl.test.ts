import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('axolotl');
});
afterAll(() => replica.close());

const get = (path: string) => fetch(replica.url + path, { redirect: 'manual' });

describe('axolotl replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('lists 30 URLs with lastmod in its sitemap, junk included, and serves search.json', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(30);
    expect(sitemap.match(/<lastmod>/g)).toHaveLength(30);
    expect(sitemap).toContain('/src/axolotl/integrations/LICENSE.html</loc>');
    expect(sitemap).toContain('/tests/integrations/kernels/bench_lora_results.html</loc>');
    expect(await (await get('/robots.txt')).text()).toBe(`Sitemap: ${replica.url}/sitemap.xml\n`);
    const search = (await (await get('/search.json')).json()) as Array<{ href: string }>;
    expect(search.map((e) => e.href)).toContain('docs/multi-gpu.html');
  });

  it('has one page of about 300 KB', async () => {
    const size = (await (await get('/docs/config-reference.html')).arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(250_000);
    expect(size).toBeLessThan(400_000);
  });
});
