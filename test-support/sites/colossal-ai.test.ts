import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('colossal-ai');
});
afterAll(() => replica.close());

const get = (path: string) => fetch(replica.url + path, { redirect: 'manual' });

describe('colossal-ai replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('redirects slashless doc URLs, pairs languages by hreflang, and has template junk in its sitemap', async () => {
    const moved = await get('/docs/features/zero_with_chunk');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/docs\/features\/zero_with_chunk\/$/);
    const page = await (await get('/docs/features/zero_with_chunk/')).text();
    expect(page).toContain(
      `href="${replica.url}/zh-Hans/docs/features/zero_with_chunk" hreflang="zh-Hans"`,
    );
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/blog/first-blog-post</loc>');
    expect(sitemap).toContain('/markdown-page</loc>');
    expect(sitemap).not.toContain('/zh-Hans/');
    expect((await get('/llms.txt')).status).toBe(404);
  });
});
