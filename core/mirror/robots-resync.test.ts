import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { readHeldPages } from '../store/held-pages.ts';
import { readPageByKey } from '../store/read-pages.ts';
import { readStatus } from '../store/read-status.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page } from './testing/small-docs-site.ts';

let site: SiteServer | undefined;
let cache: Cache | undefined;
afterEach(async () => {
  cache?.close();
  await site?.close();
  site = cache = undefined;
});

describe('robots.txt on re-sync', () => {
  it('is read again, and a cached page it now disallows is not requested but kept', async () => {
    site = await serveSite({
      files: {
        '/robots.txt': 'User-agent: *\nAllow: /\n',
        '/docs/index.html': page('Home', '<p><a href="private/notes.html">Notes</a></p>', false),
        '/docs/private/notes.html': page('Notes', '<p>Cached notes about ZeRO.</p>', false),
      },
    });
    cache = tempCache();
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    const notes = `${site.url}/docs/private/notes.html`;
    expect(readPageByKey(cache.db, pageKey(notes))?.status).toBe('ok');

    site.setFile('/robots.txt', 'User-agent: *\nDisallow: /docs/private/\n');
    site.requests.length = 0;
    const { results, events } = await syncOnce(cache, [docset]);
    expect(site.requests.map((r) => r.path)).toContain('/robots.txt');
    expect(site.requests.map((r) => r.path)).not.toContain('/docs/private/notes.html');
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { removed: 0, failed: 0 } });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'page',
        url: notes,
        outcome: 'skipped',
        message: 'disallowed by robots.txt: not requested, the cached copy is kept',
      }),
    );
    const kept = readPageByKey(cache.db, pageKey(notes))!;
    expect(kept.status).toBe('ok');
    expect(kept.html).toContain('Cached notes about ZeRO.');
    // Marked in the cache, so status can say which copies are not fresh, and noted in the run.
    expect(readHeldPages(cache.db, docset.id)).toEqual({
      [pageKey(notes)]: 'disallowed by robots.txt: not requested, the cached copy is kept',
    });
    expect(readStatus(cache.db)[0]).toMatchObject({ heldPages: 1 });
    expect(results[0]!.notes).toContain(
      '1 cached page kept unrefreshed: disallowed by robots.txt: not requested, the cached copy is kept',
    );

    site.setFile('/robots.txt', 'User-agent: *\nAllow: /\n');
    await syncOnce(cache, [docset]);
    expect(readHeldPages(cache.db, docset.id)).toEqual({});
  });
});
