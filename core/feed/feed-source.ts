import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FeedError } from './feed-error.ts';

/** index.json and its signature, or word that they have not changed since the validators given. */
export type IndexFetch =
  | { notModified: true }
  | {
      notModified: false;
      index: Buffer;
      signature: Buffer;
      etag?: string;
      lastModified?: string;
    };

/** A file the index names is not in the feed folder. */
export class MissingFileError extends FeedError {
  override name = 'MissingFileError';
}

export interface FeedSource {
  fetchIndex(validators: { etag?: string; lastModified?: string }): Promise<IndexFetch>;
  /**
   * Appends `name`'s bytes after what `partial` already holds (a cut download resumes where it
   * stopped), never beyond `bytes`. Throws when the transfer breaks; what arrived is kept.
   */
  download(name: string, partial: string, bytes: number): Promise<void>;
}

/** The index is tiny; a bigger answer is not a Folio feed, and is not read whole into memory. */
const INDEX_CAP = 16 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

export function openFeedSource(location: string): FeedSource {
  return /^https?:\/\//i.test(location) ? httpSource(location) : folderSource(location);
}

function folderSource(dir: string): FeedSource {
  return {
    fetchIndex({ etag }) {
      const file = join(dir, 'index.json');
      if (!existsSync(file)) {
        return Promise.reject(
          new FeedError(`${file} does not exist (not mounted, or not a feed?)`),
        );
      }
      // A folder has no ETag: size and modification time stand in for one.
      const stat = statSync(file);
      const stamp = `${stat.size}-${stat.mtimeMs}`;
      if (etag === stamp) return Promise.resolve({ notModified: true });
      const sigFile = join(dir, 'index.json.minisig');
      if (!existsSync(sigFile)) return Promise.reject(new FeedError(`${sigFile} is missing`));
      return Promise.resolve({
        notModified: false,
        index: readFileSync(file),
        signature: readFileSync(sigFile),
        etag: stamp,
      });
    },
    async download(name, partial, bytes) {
      const file = join(dir, name);
      if (!existsSync(file)) throw new MissingFileError(`${name} is missing from the feed`);
      const have = existsSync(partial) ? statSync(partial).size : 0;
      if (have >= bytes) return;
      await pipeline(
        createReadStream(file, { start: have, end: bytes - 1 }),
        createWriteStream(partial, { flags: 'a' }),
      );
    },
  };
}

function httpSource(base: string): FeedSource {
  const url = (name: string): string => new URL(name, base.endsWith('/') ? base : `${base}/`).href;
  const get = async (name: string, headers: Record<string, string>): Promise<Response> => {
    try {
      return await fetch(url(name), { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new FeedError(`cannot reach ${url(name)} (${describe(error)})`, { cause: error });
    }
  };
  return {
    async fetchIndex({ etag, lastModified }) {
      const headers: Record<string, string> = {};
      if (etag) headers['if-none-match'] = etag;
      if (lastModified) headers['if-modified-since'] = lastModified;
      const response = await get('index.json', headers);
      if (response.status === 304) return { notModified: true };
      const index = await readSmall(response, 'index.json');
      const signature = await readSmall(await get('index.json.minisig', {}), 'index.json.minisig');
      return {
        notModified: false,
        index,
        signature,
        etag: response.headers.get('etag') ?? undefined,
        lastModified: response.headers.get('last-modified') ?? undefined,
      };
    },
    async download(name, partial, bytes) {
      const have = existsSync(partial) ? statSync(partial).size : 0;
      if (have >= bytes) return;
      const response = await get(name, have > 0 ? { range: `bytes=${have}-` } : {});
      if (response.status === 404) {
        throw new MissingFileError(`${name} is missing from the feed (404)`);
      }
      // 206: the server resumed; 200: it sent the whole file again, so start the file over.
      const resumed = response.status === 206;
      if (!resumed && response.status !== 200) {
        throw new FeedError(`${url(name)} answered ${response.status}`);
      }
      if (!response.body) throw new FeedError(`${url(name)} sent no body`);
      const room = bytes - (resumed ? have : 0);
      // Each chunk is on disk before the next is read: a cut keeps every byte that arrived, so
      // the next try asks only for the rest (a stream pipeline drops its pending writes on error).
      const fd = openSync(partial, resumed ? 'a' : 'w');
      let seen = 0;
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
          seen += chunk.length;
          if (seen > room) throw new FeedError(`${name} is longer than the index says`);
          writeSync(fd, chunk);
        }
      } catch (error) {
        if (error instanceof FeedError) throw error;
        throw new FeedError(`the download of ${name} was cut (${describe(error)})`, {
          cause: error,
        });
      } finally {
        closeSync(fd);
      }
    },
  };
}

async function readSmall(response: Response, name: string): Promise<Buffer> {
  if (response.status !== 200) throw new FeedError(`${name} answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > INDEX_CAP) throw new FeedError(`${name} is ${length} bytes: not a Folio feed's`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > INDEX_CAP) throw new FeedError(`${name} is too large for a Folio feed's`);
  return bytes;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
