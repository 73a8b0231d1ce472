import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('openrlhf');
});
afterAll(() => replica.close());

describe('openrlhf replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('has a ~40 KB README with many headings and language variants', async () => {
    const readme = await (
      await fetch(`${replica.url}${replica.github!.rawPath('README.md')}`)
    ).text();
    expect(readme.length).toBeGreaterThan(38_000);
    expect(readme.length).toBeLessThan(48_000);
    expect(readme.match(/^#{2,3} /gm)!.length).toBeGreaterThan(40);
    expect(readme).toContain('(README_zh.md)');
    expect(readme).toContain(`${replica.origins.url.rtd}/en/latest/hybrid_engine.html`);
  });

  it('serves the Read the Docs site with robots.txt, a sitemap and [itemprop=articleBody]', async () => {
    const rtd = replica.origins.url.rtd;
    expect(await (await fetch(`${rtd}/robots.txt`)).text()).toContain(
      `Sitemap: ${rtd}/sitemap.xml`,
    );
    expect(await (await fetch(`${rtd}/sitemap.xml`)).text()).toContain(
      '/en/latest/checkpoint.html',
    );
    expect(await (await fetch(`${rtd}/en/latest/index.html`)).text()).toContain(
      '<div itemprop="articleBody">',
    );
  });
});
