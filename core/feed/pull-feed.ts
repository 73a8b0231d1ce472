import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BundleError } from '../bundle/bundle-error.ts';
import { importBundle } from '../bundle/import-bundle.ts';
import { openCache } from '../store/open-cache.ts';
import { readLineage } from '../store/read-lineage.ts';
import { docsetDigest } from './docset-digest.ts';
import { FeedError } from './feed-error.ts';
import type { FeedFile, FeedIndex } from './feed-index.ts';
import { parseFeedIndex, trustedComment } from './feed-index.ts';
import { MissingFileError } from './feed-source.ts';
import type { FeedSource } from './feed-source.ts';
import { fileSha256 } from './file-sha256.ts';
import type { PublicKey } from './minisign-keys.ts';
import { verifyMinisign } from './minisign-signature.ts';
import type { PullPlan } from './plan-pull.ts';
import { planPull } from './plan-pull.ts';
import type { FeedState } from './subscriptions.ts';
import { writeFileAtomic } from './write-file-atomic.ts';
import { decompressFile } from './zstd-file.ts';

export interface PullOptions {
  source: FeedSource;
  key: PublicKey;
  /** Only these docsets; every one the feed carries when empty. */
  docsets: readonly string[];
  state: FeedState;
  cacheFile: string;
  /** This feed's own folder: its last verified index and its downloads. */
  workDir: string;
  now: () => Date;
  /** Passed to each import: called inside its transaction after each docset (kill tests). */
  afterDocset?: (docsetId: string) => void;
}

export interface PullResult {
  /** To record: the serial goes up once an index is verified, even if applying it then failed. */
  state: FeedState;
  plan: PullPlan['kind'] | 'not-modified' | 'failed';
  serial?: number;
  /** Bytes of the feed files this pull downloaded (not counting index.json). */
  downloaded: number;
  applied: string[];
  /** Why the pull stopped; the cache holds what was applied before (each file whole or not at all). */
  error?: string;
}

/** How often a cut download is picked up again within one pull before it gives up for now. */
const ATTEMPTS = 3;

/**
 * One pull of one feed: the index (conditionally), its signature and its claims checked, then the
 * files the plan names downloaded, each checked against its SHA-256 before it is applied with the
 * all-or-nothing import. Each file is its own transaction: a pull stopped between two deltas
 * leaves the cache at the first one's state, and the next pull goes on from there. A refused
 * index changes neither the cache nor the recorded serial.
 */
export async function pullFeed(options: PullOptions): Promise<PullResult> {
  const at = options.now().toISOString();
  let state: FeedState = { ...options.state, checkedAt: at };
  let serial: number | undefined;
  let downloaded = 0;
  const applied: string[] = [];
  try {
    mkdirSync(options.workDir, { recursive: true });
    const verified = await readVerifiedIndex(options);
    state = { ...verified.state, checkedAt: at };
    serial = verified.index.serial;
    const { index } = verified;
    const docsets = chooseDocsets(index, options.docsets);
    const plan = planPull(index, reachedStates(options.cacheFile, index, docsets));
    for (const file of plan.kind === 'current' ? [] : plan.files) {
      let fetched: number;
      try {
        fetched = await fetchFile(options, file);
      } catch (error) {
        // A delta gone from the folder (pruned by hand, a partial copy to a disk): the snapshot
        // still brings the cache up to date.
        if (plan.kind !== 'deltas' || !(error instanceof MissingFileError)) throw error;
        const snapshot = index.snapshots.at(-1)!;
        downloaded += await fetchFile(options, snapshot);
        await applyFile(options, snapshot, docsets);
        applied.push(snapshot.file);
        break;
      }
      downloaded += fetched;
      await applyFile(options, file, docsets);
      applied.push(file.file);
    }
    if (plan.kind !== 'current') checkDigests(options.cacheFile, index, docsets);
    return {
      state: { ...state, okAt: at, error: null },
      plan: verified.notModified && plan.kind === 'current' ? 'not-modified' : plan.kind,
      serial,
      downloaded,
      applied,
    };
  } catch (error) {
    const message = describeFailure(error, options);
    return {
      state: { ...state, error: message },
      plan: 'failed',
      serial,
      downloaded,
      applied,
      error: message,
    };
  }
}

async function readVerifiedIndex(
  options: PullOptions,
): Promise<{ index: FeedIndex; state: FeedState; notModified: boolean }> {
  const saved = join(options.workDir, 'index.json');
  const savedSig = join(options.workDir, 'index.json.minisig');
  const validators = existsSync(saved) ? options.state : {};
  let answer = await options.source.fetchIndex(validators);
  let text: Buffer;
  let signature: string;
  if (answer.notModified) {
    text = readFileSync(saved);
    signature = readFileSync(savedSig, 'utf8');
  } else {
    text = answer.index;
    signature = answer.signature.toString('utf8');
    if (!signatureHolds(text, signature, options.key)) {
      // publish renames the signature, then the index: between the two they disagree. Once more.
      answer = await options.source.fetchIndex({});
      if (answer.notModified)
        throw new FeedError('the feed answered "not modified" to no validators');
      text = answer.index;
      signature = answer.signature.toString('utf8');
    }
  }
  const comment = verifyMinisign(text, signature, options.key);
  const index = parseFeedIndex(text.toString('utf8'));
  if (comment !== trustedComment(index)) {
    throw new FeedError(
      'its signed comment does not match its index.json (feed, serial or expiry)',
    );
  }
  const { state } = options;
  if (state.feed !== undefined && index.feed !== state.feed) {
    throw new FeedError(
      `it is another feed (${index.feed}; subscribed to ${state.feed}): if the publisher started a new one, subscribe again`,
    );
  }
  const sha = fileSha(text);
  if (state.serial !== undefined && index.serial < state.serial) {
    throw new FeedError(
      `its index has serial ${index.serial}, older than serial ${state.serial} seen before: a replayed or rolled-back feed`,
    );
  }
  if (
    index.serial === state.serial &&
    state.indexSha256 !== undefined &&
    sha !== state.indexSha256
  ) {
    throw new FeedError(`its index reuses serial ${index.serial} with other content`);
  }
  const now = options.now().toISOString();
  if (index.expiresAt <= now) {
    throw new FeedError(
      `its index expired at ${index.expiresAt} (published ${index.createdAt}): the publisher has not refreshed it, so it may be frozen`,
    );
  }
  if (!answer.notModified) {
    writeFileAtomic(savedSig, signature);
    writeFileAtomic(saved, text);
  }
  return {
    index,
    notModified: answer.notModified,
    state: {
      ...state,
      feed: index.feed,
      serial: index.serial,
      indexSha256: sha,
      indexCreatedAt: index.createdAt,
      expiresAt: index.expiresAt,
      ...(answer.notModified ? {} : { etag: answer.etag, lastModified: answer.lastModified }),
    },
  };
}

function signatureHolds(text: Buffer, signature: string, key: PublicKey): boolean {
  try {
    verifyMinisign(text, signature, key);
    return true;
  } catch {
    return false;
  }
}

function chooseDocsets(index: FeedIndex, picked: readonly string[]): string[] {
  const carried = index.docsets.map((d) => d.id);
  const missing = picked.filter((id) => !carried.includes(id));
  if (missing.length > 0) {
    throw new FeedError(
      `it does not carry ${missing.join(', ')} (it carries: ${carried.join(', ')})`,
    );
  }
  return picked.length > 0 ? [...picked] : carried;
}

/**
 * How far each docset already is with this publisher's cache. A docset the cache syncs from the
 * web is refused: two writers of one docset would each undo the other's pages on every run.
 */
function reachedStates(
  cacheFile: string,
  index: FeedIndex,
  docsets: string[],
): Array<string | undefined> {
  if (!existsSync(cacheFile)) return docsets.map(() => undefined);
  const cache = openCache({ file: cacheFile, readOnly: true });
  try {
    const webSynced = cache.db.prepare(
      "SELECT max(started_at) FROM sync_runs WHERE docset_id = ? AND kind = 'sync'",
    );
    for (const id of docsets) {
      const at = webSynced.pluck().get(id) as string | null;
      if (at === null) continue;
      throw new FeedError(
        `the cache syncs ${id} from the web (last at ${at}): a docset comes from one place. ` +
          `Subscribe without it (--docset), or drop the web copy first (folio remove ${id} --purge)`,
      );
    }
    return docsets.map((id) => readLineage(cache.db, id, index.source)?.snapshotAt);
  } finally {
    cache.close();
  }
}

/** Downloads one file (resuming what an earlier try left) and checks it; returns bytes fetched. */
async function fetchFile(options: PullOptions, file: FeedFile): Promise<number> {
  const done = join(options.workDir, file.file);
  if (existsSync(done) && fileSha256(done) === file.sha256) return 0;
  const partial = `${done}.partial`;
  const before = existsSync(partial) ? statSync(partial).size : 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await options.source.download(file.file, partial, file.bytes);
      break;
    } catch (error) {
      const cut = error instanceof FeedError && /was cut/.test(error.message);
      if (!cut || attempt === ATTEMPTS) throw error;
    }
  }
  const size = existsSync(partial) ? statSync(partial).size : 0;
  if (size !== file.bytes || fileSha256(partial) !== file.sha256) {
    rmSync(partial, { force: true });
    throw new FeedError(
      `${file.file} does not match its SHA-256 in the signed index (damaged or tampered with): not applied`,
    );
  }
  renameSync(partial, done);
  return Math.max(0, size - before);
}

async function applyFile(options: PullOptions, file: FeedFile, docsets: string[]): Promise<void> {
  const packed = join(options.workDir, file.file);
  const bundle = packed.replace(/\.zst$/, '');
  try {
    await decompressFile(packed, bundle);
    importBundle({
      bundleFile: bundle,
      cacheFile: options.cacheFile,
      now: options.now,
      docsets,
      afterDocset: options.afterDocset,
    });
  } catch (error) {
    if (error instanceof BundleError || error instanceof FeedError) {
      throw new FeedError(`cannot apply ${file.file}: ${error.message}`, { cause: error });
    }
    throw error;
  } finally {
    rmSync(bundle, { force: true });
  }
  rmSync(packed, { force: true });
}

/** The end state checked against what the signed index says each docset holds. */
function checkDigests(cacheFile: string, index: FeedIndex, docsets: string[]): void {
  const cache = openCache({ file: cacheFile, readOnly: true });
  try {
    for (const id of docsets) {
      const want = index.docsets.find((d) => d.id === id)!;
      const have = docsetDigest(cache.db, id);
      if (have.contentHash === want.contentHash) continue;
      throw new FeedError(
        `after applying, ${id} holds ${have.pages} pages that differ from the ${want.pages} the feed lists`,
      );
    }
  } finally {
    cache.close();
  }
}

/**
 * A full disk says so and where, rather than as a bare ENOSPC or SQLite's "database or disk is
 * full": the cache is the one thing on the node that must not be blamed for it.
 */
function describeFailure(error: unknown, options: PullOptions): string {
  const { code, message } = error as { code?: string; message: string };
  if (code !== 'ENOSPC' && code !== 'SQLITE_FULL') return message;
  return (
    `the disk is full (${message}): free space where ${options.cacheFile} and ${options.workDir} ` +
    'live, then sync again; the cache keeps what it had (each feed file is applied whole or not at all)'
  );
}

function fileSha(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
