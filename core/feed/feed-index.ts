import { z } from 'zod';
import { FeedError } from './feed-error.ts';

/**
 * A feed's index.json: the one mutable file of a feed, small, signed (index.json.minisig). It
 * names every other file by its SHA-256, so a subscriber checks each download against a hash the
 * signature covers, and the files themselves never change once written.
 */
export const FEED_FORMAT = 1;

const isoTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** Only names publish writes (a zstd-compressed bundle named by its hash): a subscriber joins them to a URL or folder, so no path may escape. */
const fileName = z.string().regex(/^(snapshot|delta)-[0-9a-f]{64}\.folio\.zst$/);
const count = z.number().int().min(0);

const fileEntry = { file: fileName, bytes: count, sha256 };

const indexSchema = z
  .object({
    format: z.literal(FEED_FORMAT),
    /** Random, made by the first publish: a subscriber refuses an index of another feed. */
    feed: z.string().min(1).max(100),
    /** One more at every publish; a subscriber refuses one lower than it has seen (a replay). */
    serial: z.number().int().min(1),
    createdAt: isoTime,
    /** A feed nobody re-publishes goes stale; past this time subscribers refuse it. */
    expiresAt: isoTime,
    /** The publishing cache's identity: the lineage its snapshots and deltas carry. */
    source: z.string().min(1).max(100),
    docsets: z
      .array(
        z
          .object({
            id: z.string().min(1).max(200),
            name: z.string().max(1000),
            version: z.string().max(200).nullable(),
            pages: count,
            /** SHA-256 over the docset's pages (key and content hash), as docsetDigest makes it. */
            contentHash: sha256,
          })
          .strict(),
      )
      .max(10_000),
    /** Full copies, newest last; a subscriber with nothing, or too far behind, takes the newest. */
    snapshots: z
      .array(z.object({ ...fileEntry, snapshotAt: isoTime }).strict())
      .min(1)
      .max(1000),
    /** Row-level changes from one snapshot's state to the next one's, oldest first. */
    deltas: z
      .array(z.object({ ...fileEntry, baseSnapshotAt: isoTime, snapshotAt: isoTime }).strict())
      .max(10_000),
  })
  .strict();

export type FeedIndex = z.infer<typeof indexSchema>;
export type FeedFile = FeedIndex['snapshots'][number] | FeedIndex['deltas'][number];

/** What the signature's trusted comment says: the fields a replay or a frozen feed would fake. */
export function trustedComment(index: FeedIndex): string {
  return `folio feed ${index.feed} serial ${index.serial} expires ${index.expiresAt}`;
}

export function parseFeedIndex(text: string): FeedIndex {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FeedError('its index.json is not JSON');
  }
  const parsed = indexSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FeedError(
      `its index.json is malformed (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`,
    );
  }
  return parsed.data;
}
