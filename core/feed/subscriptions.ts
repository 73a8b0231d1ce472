import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FeedError } from './feed-error.ts';
import { parseFeedIndex } from './feed-index.ts';
import { writeFileAtomic } from './write-file-atomic.ts';

/**
 * The user's feed subscriptions and what each pull last saw, in `feeds.json` in the Folio folder
 * (beside settings.json). The serial is the rollback guard: it only ever goes up. The folder
 * also holds each feed's last verified index and its downloads, under feeds/<slug>/.
 */
const isoTime = z.string().datetime();

const stateSchema = z
  .object({
    feed: z.string().optional(),
    serial: z.number().int().optional(),
    indexSha256: z.string().optional(),
    indexCreatedAt: isoTime.optional(),
    expiresAt: isoTime.optional(),
    etag: z.string().optional(),
    lastModified: z.string().optional(),
    checkedAt: isoTime.optional(),
    okAt: isoTime.optional(),
    error: z.string().nullable().optional(),
  })
  .strict();

const subscriptionSchema = z
  .object({
    /** An http(s) URL of the feed folder, or an absolute path to it. */
    location: z.string().min(1),
    /** The publisher's public key: minisign's base64 line. */
    publicKey: z.string().min(1),
    /** Only these docsets; every docset the feed carries when empty. */
    docsets: z.array(z.string()),
    state: stateSchema,
  })
  .strict();

const fileSchema = z.object({ feeds: z.array(subscriptionSchema) }).strict();

export type Subscription = z.infer<typeof subscriptionSchema>;
export type FeedState = Subscription['state'];

export const SUBSCRIPTIONS_FILE = 'feeds.json';

export function readSubscriptions(dir: string): Subscription[] {
  const file = join(dir, SUBSCRIPTIONS_FILE);
  if (!existsSync(file)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FeedError(`${file} is not JSON (${(error as Error).message}): fix or remove it`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FeedError(`${file} is malformed (${issue?.path.join('.')}: ${issue?.message})`);
  }
  return parsed.data.feeds;
}

export function writeSubscriptions(dir: string, feeds: readonly Subscription[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, SUBSCRIPTIONS_FILE), `${JSON.stringify({ feeds }, null, 2)}\n`);
}

/** Where a feed's verified index and downloads live: one folder per location. */
export function feedWorkDir(dir: string, location: string): string {
  const slug = createHash('sha256').update(location).digest('hex').slice(0, 16);
  return join(dir, 'feeds', slug);
}

/**
 * The docsets each subscription brings: those it picked, else those its last verified index
 * listed. A web sync of one of them is refused (a docset comes from one place).
 */
export function subscribedDocsets(dir: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const feed of readSubscriptions(dir)) {
    let ids = feed.docsets;
    const saved = join(feedWorkDir(dir, feed.location), 'index.json');
    if (ids.length === 0 && existsSync(saved)) {
      try {
        ids = parseFeedIndex(readFileSync(saved, 'utf8')).docsets.map((d) => d.id);
      } catch {
        ids = [];
      }
    }
    for (const id of ids) owners.set(id, feed.location);
  }
  return owners;
}
