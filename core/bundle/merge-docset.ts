import type { Database } from 'better-sqlite3';
import { hashContent } from '../extract/hash-content.ts';
import { ingestAsset } from '../extract/ingest-asset.ts';
import { sanitizeContent } from '../extract/sanitize-content.ts';
import { CODEC } from '../store/compress.ts';
import { contentUrls } from '../store/content-urls.ts';
import { crawlLists } from '../store/crawl-lists.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import { packPage } from '../store/pack-page.ts';
import { readAssetFetchedAt, readPageStamp } from '../store/read-page-stamp.ts';
import type { PageStamp } from '../store/read-page-stamp.ts';
import { readLastOkSyncAt } from '../store/read-last-ok-sync.ts';
import { recordRunChange } from '../store/record-run-change.ts';
import {
  finishImportRun,
  keepImportedTimes,
  startImportRun,
  upsertImportedDocset,
  writeLineage,
} from '../store/write-import.ts';
import { writePage } from '../store/write-page.ts';
import type { RunSummary } from '../store/write-sync.ts';
import { emptySummary, markRemoved, writeAsset } from '../store/write-sync.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import { BundleError } from './bundle-error.ts';
import type { BundleDocset, BundleManifest } from './bundle-manifest.ts';
import type { BundlePage } from './read-bundle.ts';
import {
  iterateBundleAssets,
  iterateBundlePages,
  readBundleCrawlList,
  readBundleDocset,
  readBundleLinks,
  readBundleSections,
  readBundleTombstones,
} from './read-bundle.ts';
import { unpackBundleLinks, unpackBundlePage, webUrls } from './unpack-bundle-page.ts';
import { mergeDocsetSources } from './merge-docset-sources.ts';

export interface DocsetImportReport {
  docset: string;
  kind: 'full' | 'incremental';
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  assets: number;
}

/**
 * Merges one docset of a validated bundle into the cache; the caller holds the transaction.
 * Page by page the newer copy wins (by when its content last changed, then when it was fetched),
 * and each written page gets its sections and FTS rows rebuilt from its packed text: the index is
 * contentless, so there is nothing to copy. The import is recorded as a run, page list included.
 */
export function mergeDocset(
  cache: Database,
  bundle: Database,
  entry: BundleDocset,
  manifest: BundleManifest,
  at: string,
): DocsetImportReport {
  const docset = readBundleDocset(bundle, entry.id);
  if (!docset) throw new BundleError(`its manifest lists ${entry.id}, which it does not hold`);
  const cacheSyncAt = readLastOkSyncAt(cache, entry.id);
  upsertImportedDocset(cache, docset);
  const runId = startImportRun(cache, entry.id, at);
  const summary: RunSummary = emptySummary();
  let pages = 0;
  // One for the whole docset: each instance reads the docset's crawl URLs once.
  const crawl = crawlLists(cache, entry.id);
  for (const page of iterateBundlePages(bundle, entry.id)) {
    pages++;
    const outcome = mergePage(cache, bundle, entry.id, page, crawl);
    summary[outcome]++;
    if (outcome !== 'unchanged') recordRunChange(cache, runId, page.key, outcome);
  }
  const tombstones = readBundleTombstones(bundle, entry.id);
  if (pages !== entry.pages || tombstones.length !== entry.tombstones) {
    throw new BundleError(`${entry.id} does not hold what its manifest says`);
  }
  for (const tombstone of tombstones) {
    const cached = readPageStamp(cache, tombstone.key);
    if (!cached || cached.status !== 'ok' || cached.docsetId !== entry.id) continue;
    if (cached.changedAt >= tombstone.removedAt) continue; // changed again after that removal
    markRemoved(cache, [cached.id], tombstone.removedAt);
    recordRunChange(cache, runId, tombstone.key, 'removed');
    summary.removed++;
  }
  let assets = 0;
  for (const asset of iterateBundleAssets(bundle, entry.id)) {
    const cachedAt = readAssetFetchedAt(cache, asset.url);
    if (cachedAt !== undefined && cachedAt >= asset.fetchedAt) continue;
    // The same gate a synced image passes: a bundle's "image" may be a page or a scripted SVG.
    const ingested = ingestAsset(asset.contentType, asset.bytes);
    if ('refused' in ingested) continue;
    writeAsset(cache, {
      docsetId: entry.id,
      url: asset.url,
      contentType: ingested.contentType,
      bytes: ingested.bytes,
      etag: asset.etag ?? undefined,
      lastModified: asset.lastModified ?? undefined,
      fetchedAt: asset.fetchedAt,
    });
    assets++;
  }
  mergeDocsetSources(cache, bundle, entry.id, docset.lastOkSyncAt, cacheSyncAt);
  writeLineage(cache, {
    docsetId: entry.id,
    source: manifest.source,
    snapshotAt: manifest.snapshotAt,
    bundleId: manifest.bundleId,
    importedAt: at,
  });
  finishImportRun(cache, { id: runId, at, summary });
  return {
    docset: entry.id,
    kind: entry.base === null ? 'full' : 'incremental',
    added: summary.new,
    updated: summary.changed,
    unchanged: summary.unchanged,
    removed: summary.removed,
    assets,
  };
}

function mergePage(
  cache: Database,
  bundle: Database,
  docsetId: string,
  page: BundlePage,
  crawl: CrawlLists,
): 'new' | 'changed' | 'unchanged' {
  // The key is what identifies a page across docsets and caches; one that does not follow from
  // the URL could overwrite an unrelated page.
  const canonical = canonicalizeUrl(page.url);
  if (!canonical || pageKey(canonical) !== page.key) {
    throw new BundleError(`page ${page.url} has a key that does not match its URL`);
  }
  const cached = readPageStamp(cache, page.key);
  if (cached && !isNewer(page, cached)) return 'unchanged';
  const { html, texts } = unpackBundlePage(page.codec, page.body, page.url);
  // A bundle is as untrusted as the web: its HTML passes the same allowlist a mirrored page does,
  // so what an import can put in the cache is exactly what a sync can. A Folio export is already
  // clean and passes unchanged (same bytes, same hash); a crafted one is stored cleaned.
  const clean = sanitizeContent(html);
  const packed = clean === html ? page.body : packPage({ html: clean, texts });
  // Bytes kept as they are keep their codec (an older bundle's brotli); repacked ones are CODEC.
  const codec = clean === html ? page.codec : CODEC;
  const contentHash = clean === html ? page.contentHash : hashContent(page.title, clean);
  const sections = readBundleSections(bundle, page.id);
  if (sections.length !== texts.length || sections.some((s, i) => s.ord !== i)) {
    throw new BundleError(`page ${page.url}: its sections do not match its text`);
  }
  // The content's links are its clean HTML's, as a sync's are; the crawl list is the bundle's
  // crawl_lists row, or its links row's (older bundles, or a list crawl_lists could not hold).
  const { links, images } = contentUrls(clean);
  const row = readBundleLinks(bundle, page.id);
  const listed = row ? unpackBundleLinks(row.codec, row.targets, page.url).crawl : undefined;
  const bundled = listed ?? readBundleCrawlList(bundle, docsetId, page.id);
  const crawlLinks = bundled && webUrls(bundled);
  writePage(
    cache,
    {
      docsetId,
      key: page.key,
      url: page.url,
      canonicalUrl: page.canonicalUrl ?? undefined,
      title: page.title,
      generator: page.generator,
      packed,
      codec,
      sections: sections.map((s, i) => ({ ...s, text: texts[i]! })),
      links,
      images,
      crawlLinks,
      rawBytes: page.rawBytes,
      contentHash,
      etag: page.etag ?? undefined,
      lastModified: page.lastModified ?? undefined,
      fetchedAt: page.fetchedAt,
      lang: page.lang ?? undefined,
      version: page.version ?? undefined,
    },
    crawl,
  );
  keepImportedTimes(cache, page.key, { changedAt: page.changedAt, fetchedAt: page.fetchedAt });
  return cached ? 'changed' : 'new';
}

function isNewer(page: BundlePage, cached: PageStamp): boolean {
  if (cached.status === 'ok' && cached.contentHash === page.contentHash) return false;
  const cachedAt =
    cached.status === 'removed' ? (cached.removedAt ?? cached.changedAt) : cached.changedAt;
  if (page.changedAt !== cachedAt) return page.changedAt > cachedAt;
  return page.fetchedAt > cached.fetchedAt;
}
