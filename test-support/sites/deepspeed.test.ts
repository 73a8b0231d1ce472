import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('deepspeed');
});
afterAll(() => replica.close());

describe('deepspeed replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('has directory URLs and .html posts, a feed and a lunr store, but no sitemap', async () => {
    const site = replica.origins.url.site;
    expect((await fetch(`${site}/tutorials/zero`, { redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${site}/sitemap.xml`)).status).toBe(404);
    expect(await (await fetch(`${site}/feed.xml`)).text()).toContain(
      '/2021/03/07/zero3-offload.html',
    );
    expect(await (await fetch(`${site}/assets/js/lunr/lunr-store.js`)).text()).toContain(
      '"url": "/tutorials/zero/"',
    );
  });

  it('puts the page TOC inside the content and stubs that only link off-site', async () => {
    const page = await (await fetch(`${replica.origins.url.site}/tutorials/zero/`)).text();
    expect(page).toMatch(/<section class="page__content"[^>]*>\s*<aside class="sidebar__right/);
    const stub = await (
      await fetch(`${replica.origins.url.site}/2023/04/24/deepspeed-chat.html`)
    ).text();
    expect(stub).toContain(
      `${replica.origins.url.offsite}/github.com/deepspeedai/DeepSpeed/blob/master/blogs/deepspeed-chat/chinese/README.md`,
    );
  });

  it('serves the API reference on a second origin, root redirecting to /en/latest/', async () => {
    const root = await fetch(`${replica.origins.url.rtd}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/en/latest/');
  });
});
