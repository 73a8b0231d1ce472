import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { smallDocsSite } from '../mirror/testing/small-docs-site.ts';
import { openCache } from '../store/open-cache.ts';
import { CODEC, compress } from '../store/compress.ts';
import { packPage, unpackPage } from '../store/pack-page.ts';
import { readCrawlLinks } from '../store/read-crawl-links.ts';
import { exportBundle } from './export-bundle.ts';
import { importBundle } from './import-bundle.ts';
import { syncSites, tamperBundle, tempDir } from './testing/bundle-fixture.ts';

/** The extractor's hostile fixture plus the vectors the issue found surviving an import. */
const VECTORS =
  readFileSync(new URL('../extract/fixtures/hostile.html', import.meta.url), 'utf8') +
  `<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a><script>alert(2)</script></svg>
   <svg><animate onbegin="alert(3)" attributeName="x"/><set attributeName="href" to="javascript:alert(4)"/></svg>
   <a href="javascript:alert(5)">js</a> <a href=" JaVaScRiPt:alert(6)">js2</a>
   <p onclick="alert(7)" onmouseover="alert(8)">handlers</p>
   <button formaction="javascript:alert(9)">b</button><input autofocus onfocus="alert(10)">
   <img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTEpPg==">
   <video src="data:video/mp4;base64,AAAA"></video><audio src="data:audio/mp3;base64,AAAA"></audio>
   <iframe srcdoc="<script>alert(12)</script>"></iframe>
   <math><mtext><table><mglyph><style><img src=x onerror=alert(13)></style></mglyph></table></mtext></math>
   <form action="https://evil.example/"><textarea>t</textarea></form>
   <p>Text that stays.</p>`;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><p/></foreignObject><use href="https://evil.example/x.svg#a"/><rect width="4" height="4"/></svg>`;

const BANNED = [
  /<script/i,
  /<svg/i,
  /<math/i,
  /<button/i,
  /<input/i,
  /<form/i,
  /<iframe/i,
  /<video/i,
  /<audio/i,
  /<style/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /srcdoc/i,
  /alert\(/i,
];

let site: SiteServer;
let dir: string;
let bundle: string;

beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
  const source = openCache({ file: join(dir, 'source.db') });
  await syncSites(source, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
  source.close();
  bundle = join(dir, 'crafted.folio');
  exportBundle({ cacheFile: source.file, out: bundle, now: () => new Date(), folioVersion: '0' });
  // Every page's HTML replaced by the corpus, texts kept (so the sections still match), resealed.
  tamperBundle(bundle, (db) => {
    const rows = db.prepare('SELECT id, codec, body FROM pages').all() as {
      id: number;
      codec: string;
      body: Buffer;
    }[];
    const update = db.prepare('UPDATE pages SET body = ? WHERE id = ?');
    for (const row of rows) {
      const { texts } = unpackPage(row.codec, row.body);
      update.run(packPage({ html: VECTORS, texts }), row.id);
    }
    // The fixture's one image becomes a scripted SVG; a second "image" is a page.
    db.prepare(`UPDATE assets SET content_type = 'image/svg+xml', bytes = ?`).run(Buffer.from(SVG));
    db.prepare(
      `INSERT INTO assets (docset_id, url, content_type, bytes, size, fetched_at)
       SELECT docset_id, url || '?fake', 'image/png', ?, 40, fetched_at FROM assets`,
    ).run(Buffer.from('<html><script>alert(1)</script></html>'));
  });
});
afterAll(() => site.close());

describe('importBundle on a crafted bundle', () => {
  it('stores every page through the ingest allowlist: no active markup in the cache', () => {
    const cacheFile = join(dir, 'target.db');
    importBundle({ bundleFile: bundle, cacheFile, now: () => new Date() });
    const cache = openCache({ file: cacheFile, readOnly: true });
    const rows = cache.db.prepare('SELECT codec, body FROM pages').all() as {
      codec: string;
      body: Buffer;
    }[];
    cache.close();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const { html } = unpackPage(row.codec, row.body);
      expect(html).toContain('Text that stays.');
      for (const banned of BANNED) expect(html, String(banned)).not.toMatch(banned);
    }
  });

  it('stores assets through the same gate: the SVG sanitised, the fake image not at all', () => {
    const cacheFile = join(dir, 'assets.db');
    importBundle({ bundleFile: bundle, cacheFile, now: () => new Date() });
    const cache = openCache({ file: cacheFile, readOnly: true });
    const assets = cache.db.prepare('SELECT url, content_type, bytes FROM assets').all() as {
      url: string;
      content_type: string;
      bytes: Buffer;
    }[];
    cache.close();
    expect(assets).toHaveLength(1);
    expect(assets[0]!.content_type).toBe('image/svg+xml');
    expect(assets[0]!.bytes.toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><use/><rect width="4" height="4"/></svg>',
    );
  });

  it('keeps only web URLs among the link targets a re-sync follows, from either kind of bundle', () => {
    const hostile = [
      ' javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'relative.html',
    ];
    // An older Folio's bundle: the lists in each page's links row.
    const older = join(dir, 'crafted-links.folio');
    copyFileSync(bundle, older);
    tamperBundle(older, (db) => {
      const ids = db.prepare("SELECT id FROM pages WHERE status = 'ok'").pluck().all() as number[];
      db.prepare('DELETE FROM crawl_lists').run();
      for (const id of ids) {
        const targets = {
          links: hostile,
          images: hostile,
          crawl: ['https://docs.example/a.html', ...hostile],
        };
        db.prepare('INSERT INTO links (page_id, codec, targets) VALUES (?, ?, ?)').run(
          id,
          CODEC,
          compress(JSON.stringify(targets)),
        );
      }
    });
    // This Folio's: the lists in crawl_lists, naming the bundle's crawl URLs.
    const newer = join(dir, 'crafted-crawl-urls.folio');
    copyFileSync(bundle, newer);
    tamperBundle(newer, (db) => {
      const ids = db.prepare('SELECT id FROM crawl_urls ORDER BY id').pluck().all() as number[];
      expect(ids.length).toBeGreaterThan(hostile.length);
      hostile.forEach((url, i) =>
        db.prepare('UPDATE crawl_urls SET url = ? WHERE id = ?').run(url, ids[i]),
      );
    });
    for (const crafted of [older, newer]) {
      const cacheFile = join(dir, `${crafted}.db`);
      importBundle({ bundleFile: crafted, cacheFile, now: () => new Date() });
      const cache = openCache({ file: cacheFile, readOnly: true });
      const ids = cache.db
        .prepare("SELECT id FROM pages WHERE status = 'ok'")
        .pluck()
        .all() as number[];
      const all = ids.flatMap((id) => readCrawlLinks(cache.db, id));
      cache.close();
      expect(all.length, crafted).toBeGreaterThan(0);
      for (const url of all) expect(url, url).toMatch(/^https?:\/\//);
    }
  });
});
