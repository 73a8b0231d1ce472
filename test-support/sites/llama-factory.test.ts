import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('llama-factory');
});
afterAll(() => replica.close());

const get = (path: string) => fetch(replica.url + path, { redirect: 'manual' });

describe('llama-factory replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('has different en and zh-cn page sets, joined only by a JS switcher and the sitemap', async () => {
    expect((await get('/zh-cn/latest/advanced/acceleration.html')).status).toBe(200);
    expect((await get('/en/latest/advanced/acceleration.html')).status).toBe(404);
    expect((await get('/zh-cn/latest/getting_started/webui.html')).status).toBe(404);
    const page = await (await get('/en/latest/getting_started/sft.html')).text();
    expect(page).not.toMatch(/<a [^>]*href="[^"]*zh-cn/);
    expect(page).toContain('id="language-switcher"');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('hreflang="zh-cn"');
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /en/v0.8.0/');
    expect((await get('/')).headers.get('location')).toBe('/en/latest/');
  });
});
