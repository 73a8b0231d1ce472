import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { exportBundle } from '../bundle/export-bundle.ts';
import { acquireSyncLock } from '../store/acquire-sync-lock.ts';
import { openCache } from '../store/open-cache.ts';
import { readCacheId } from '../store/read-cache-id.ts';
import type { DocsetDigest } from './docset-digest.ts';
import { docsetDigest } from './docset-digest.ts';
import { FeedError } from './feed-error.ts';
import type { FeedIndex } from './feed-index.ts';
import { FEED_FORMAT, parseFeedIndex, trustedComment } from './feed-index.ts';
import { fileSha256 } from './file-sha256.ts';
import type { SecretKey } from './minisign-keys.ts';
import { signMinisign, verifyMinisign } from './minisign-signature.ts';
import type { PrunePolicy } from './prune-feed.ts';
import { DEFAULT_POLICY, applyPolicy, removeUnlisted } from './prune-feed.ts';
import { writeFileAtomic } from './write-file-atomic.ts';
import { compressFile, decompressFile } from './zstd-file.ts';

export interface PublishOptions {
  cacheFile: string;
  dir: string;
  /** Only these docsets; all the cache holds when empty. */
  docsets?: readonly string[];
  key: SecretKey;
  now: () => Date;
  folioVersion: string;
  /** How long subscribers accept this index: the publisher must publish again before then. */
  validForMs: number;
  policy?: PrunePolicy;
}

export interface PublishResult {
  index: FeedIndex;
  /** The snapshot and delta this publish wrote; none when nothing changed since the last one. */
  snapshot?: FeedIndex['snapshots'][number];
  delta?: FeedIndex['deltas'][number];
  pruned: string[];
}

export const INDEX_FILE = 'index.json';

const DELTA_OVERLAP_MS = 5000;
export const SIGNATURE_FILE = 'index.json.minisig';

/**
 * Publishes the cache's docsets into a feed folder. When their pages changed since the last
 * publish it writes a new snapshot (a full bundle) and a delta (an incremental bundle on top of
 * the previous snapshot: only the pages added, changed or removed); when nothing changed it only
 * re-signs the index with the next serial and a new expiry, so a daily cron keeps a quiet feed
 * alive at the cost of two small files. New files are complete before the index names them, and
 * files the index no longer names are removed only after it is written.
 */
export async function publishFeed(options: PublishOptions): Promise<PublishResult> {
  mkdirSync(options.dir, { recursive: true });
  const unlock = lockFeed(options.dir);
  try {
    // The cache's writer lock, as a sync or an import takes it: no page is written while the
    // digests and snapshots are read, so a delta needs only seconds of overlap (for a clock
    // stepped back), not export's five minutes, which would re-send every page of a sync run
    // just before the previous publish.
    const release = acquireSyncLock(options.cacheFile);
    try {
      return await publish(options);
    } finally {
      release();
    }
  } finally {
    unlock();
  }
}

async function publish(options: PublishOptions): Promise<PublishResult> {
  const previous = readOwnIndex(options.dir, options.key);
  const { source, digests } = readCache(options);
  const now = options.now();
  const sameSource = previous?.source === source;
  const newest = sameSource ? previous.snapshots.at(-1) : undefined;
  const baseFile = newest && join(options.dir, newest.file);
  const unchanged =
    baseFile !== undefined && existsSync(baseFile) && sameDigests(previous!.docsets, digests);

  let snapshot: PublishResult['snapshot'];
  let delta: PublishResult['delta'];
  if (!unchanged) {
    const ids = digests.map((d) => d.id);
    const full = await writeBundle(options, 'snapshot', ids);
    snapshot = { ...full.entry, snapshotAt: full.snapshotAt };
    if (baseFile && existsSync(baseFile)) {
      const changes = await withUnpacked(baseFile, (base) =>
        writeBundle(options, 'delta', ids, base),
      );
      delta = {
        ...changes.entry,
        baseSnapshotAt: newest.snapshotAt,
        snapshotAt: snapshot.snapshotAt,
      };
    }
  }
  const policy = options.policy ?? DEFAULT_POLICY;
  const index: FeedIndex = applyPolicy(
    {
      format: FEED_FORMAT,
      feed: previous?.feed ?? randomUUID(),
      serial: (previous?.serial ?? 0) + 1,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + options.validForMs).toISOString(),
      source,
      docsets: digests,
      // Another cache's snapshots and deltas carry another lineage: they cannot chain with these.
      snapshots: [...(sameSource ? previous.snapshots : []), ...(snapshot ? [snapshot] : [])],
      deltas: [...(sameSource ? previous.deltas : []), ...(delta ? [delta] : [])],
    },
    policy,
  );
  const text = Buffer.from(`${JSON.stringify(index, null, 2)}\n`);
  // The signature first: a subscriber reading between the two renames sees a mismatch and looks
  // again, where the other order would briefly serve an index whose files are not all named yet.
  writeFileAtomic(
    join(options.dir, SIGNATURE_FILE),
    signMinisign(text, options.key, trustedComment(index)),
  );
  writeFileAtomic(join(options.dir, INDEX_FILE), text);
  const pruned = removeUnlisted(options.dir, index);
  return { index, snapshot, delta, pruned };
}

function readCache(options: PublishOptions): { source: string; digests: DocsetDigest[] } {
  const cache = openCache({ file: options.cacheFile, readOnly: true });
  try {
    const source = readCacheId(cache.db);
    if (!source) throw new FeedError('the cache has no identity yet: run folio sync once first');
    const all = cache.db.prepare('SELECT id FROM docsets ORDER BY id').pluck().all() as string[];
    const wanted = options.docsets?.length ? [...new Set(options.docsets)].sort() : all;
    const unknown = wanted.filter((id) => !all.includes(id));
    if (unknown.length > 0) {
      throw new FeedError(
        `unknown docset: ${unknown.join(', ')} (the cache has: ${all.join(', ')})`,
      );
    }
    if (wanted.length === 0) throw new FeedError('the cache holds no docsets: nothing to publish');
    return { source, digests: wanted.map((id) => docsetDigest(cache.db, id)) };
  } finally {
    cache.close();
  }
}

async function writeBundle(
  options: PublishOptions,
  kind: 'snapshot' | 'delta',
  docsets: string[],
  base?: string,
): Promise<{ entry: { file: string; bytes: number; sha256: string }; snapshotAt: string }> {
  const partial = join(options.dir, `.${kind}-${process.pid}.partial`);
  const packed = `${partial}.zst`;
  try {
    const result = exportBundle({
      cacheFile: options.cacheFile,
      out: partial,
      docsets,
      since: base ? { bundleFile: base } : undefined,
      overlapMs: DELTA_OVERLAP_MS,
      now: options.now,
      folioVersion: options.folioVersion,
      overwrite: true,
    });
    await compressFile(partial, packed);
    const sha256 = fileSha256(packed);
    const file = `${kind}-${sha256}.folio.zst`;
    const bytes = statSync(packed).size;
    renameSync(packed, join(options.dir, file));
    return { entry: { file, bytes, sha256 }, snapshotAt: result.manifest.snapshotAt };
  } finally {
    rmSync(partial, { force: true });
    rmSync(packed, { force: true });
  }
}

/** The previous snapshot as a bundle again: an incremental export reads its manifest. */
async function withUnpacked<T>(file: string, use: (bundle: string) => Promise<T>): Promise<T> {
  const unpacked = `${file}.${process.pid}.partial`;
  try {
    await decompressFile(file, unpacked);
    return await use(unpacked);
  } finally {
    rmSync(unpacked, { force: true });
  }
}

/**
 * The folder's current index, if any, checked with the publisher's own key: publishing over
 * another key's feed would orphan its subscribers, and a damaged index must not seed a serial.
 */
function readOwnIndex(dir: string, key: SecretKey): FeedIndex | undefined {
  const file = join(dir, INDEX_FILE);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file);
  const sigFile = join(dir, SIGNATURE_FILE);
  const what = `${dir} holds a feed this key cannot vouch for`;
  if (!existsSync(sigFile)) throw new FeedError(`${what}: ${SIGNATURE_FILE} is missing`);
  try {
    verifyMinisign(text, readFileSync(sigFile, 'utf8'), key);
  } catch (error) {
    throw new FeedError(`${what}: ${(error as Error).message}`, { cause: error });
  }
  return parseFeedIndex(text.toString('utf8'));
}

function sameDigests(a: readonly DocsetDigest[], b: readonly DocsetDigest[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One publisher per folder: two at once would each write an index naming only its own files. */
function lockFeed(dir: string): () => void {
  const lock = join(dir, '.publish.lock');
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    throw new FeedError(
      `another folio publish is writing ${dir} (if none is running, one was killed: remove ${lock})`,
    );
  }
  closeSync(fd);
  return () => rmSync(lock, { force: true });
}
