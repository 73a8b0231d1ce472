import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('megatron-core');
});
afterAll(() => replica.close());

const get = async (path: string) => (await fetch(replica.url + path)).text();

describe('megatron-core replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('has a hub llms.txt with only a few Megatron lines, in mixed link forms', async () => {
    const hub = await get('/llms.txt');
    const host = replica.origins.host.site;
    expect(hub).toContain(`](${host}/megatron-core/developer-guide/latest/api-guide/index.html)`);
    expect(hub).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/megatron-core\/\S+moe\.html$/m);
    expect(hub.match(/megatron-core/g)!.length).toBeLessThan(6);
    expect(hub).toContain('/cudnn/latest/index.html');
  });

  it('serves latest and 0.19.0 as the same build, with the switcher JSON beside them', async () => {
    const article = (html: string) =>
      html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    const guide = '/megatron-core/developer-guide';
    const latest = await get(`${guide}/latest/user-guide/parallelism-guide.html`);
    expect(article(await get(`${guide}/0.19.0/user-guide/parallelism-guide.html`))).toBe(
      article(latest),
    );
    const versions = JSON.parse(await get(`${guide}/versions1.json`)) as Array<{ version: string }>;
    expect(versions.map((v) => v.version)).toEqual(['nightly', 'latest', '0.19.0', '0.18.2']);
    expect(await get(`${guide}/latest/versions1.json`)).toBe(await get(`${guide}/versions1.json`));
  });

  it('repeats the full API tree in every page sidebar', async () => {
    const page = await get('/megatron-core/developer-guide/latest/get-started/install.html');
    expect(page.match(/class="toctree-l\d/g)!.length).toBeGreaterThan(250);
    expect(page).toContain('Skip to main content');
  });
});
