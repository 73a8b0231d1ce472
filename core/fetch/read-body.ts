import type { Readable, Transform } from 'node:stream';
import { Writable, finished } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FetchFailure } from './describe-error.ts';
import { formatBytes } from './format-units.ts';

export interface ReadBodyOptions {
  contentEncoding?: string;
  contentLength?: string;
  /** Cap on decoded bytes. */
  maxBytes: number;
  signal?: AbortSignal;
}

/** undici allows 5 layers (CVE-2026-22036); real servers use one, so two is generous. */
const MAX_ENCODING_LAYERS = 2;

/**
 * Reads a response body, decompressing it ourselves so the cap counts decoded bytes: a 100 KB
 * gzip bomb stops after `maxBytes` of output instead of inflating to gigabytes. Always consumes or
 * destroys `body`.
 */
export async function readBody(body: Readable, options: ReadBodyOptions): Promise<Buffer> {
  const limit = formatBytes(options.maxBytes);
  let decoders: Transform[];
  try {
    decoders = decodersFor(options.contentEncoding);
    const declared = Number(options.contentLength);
    // Without encoding, Content-Length is the decoded size: refuse before reading a byte.
    if (decoders.length === 0 && declared > options.maxBytes) {
      throw new FetchFailure(`body larger than ${limit} (Content-Length ${declared})`);
    }
  } catch (error) {
    // undici reports its own destruction as an 'error' event; nobody reads this body any more.
    body.on('error', () => undefined);
    body.destroy();
    throw error;
  }

  if (decoders.length === 0) return collect(body, options.maxBytes, limit, options.signal);
  const chunks: Buffer[] = [];
  let total = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > options.maxBytes) {
        callback(new FetchFailure(`body larger than ${limit}`));
        return;
      }
      chunks.push(chunk);
      callback();
    },
  });
  // pipeline destroys every stream on error, so the socket and the inflaters are released.
  await pipeline([body, ...decoders, sink], { signal: options.signal });
  return Buffer.concat(chunks, total);
}

/**
 * A body sent as it is (what docs servers mostly do) is gathered straight from its stream. A
 * pipeline to a sink cost ~0.1 ms a page of streams, listeners and the AbortError it makes at
 * every finish, on the main thread of a crawl that reads a thousand pages a second.
 */
function collect(
  body: Readable,
  maxBytes: number,
  limit: string,
  signal: AbortSignal | undefined,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onAbort = (): void => {
      body.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    body.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) body.destroy(new FetchFailure(`body larger than ${limit}`));
      else chunks.push(chunk);
    });
    // finished() reports an error, or a stream closed before its end, exactly once.
    finished(body, (error) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, total));
    });
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length > MAX_ENCODING_LAYERS) {
    throw new FetchFailure(`${codings.length} content encodings (at most ${MAX_ENCODING_LAYERS})`);
  }
  // Codings are listed in the order they were applied, so they are undone from the last.
  return codings.reverse().map(decoderFor);
}

function decoderFor(coding: string): Transform {
  // Sync flush tolerates a truncated final block, as browsers and undici's own decoder do.
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({
        finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      });
    default:
      throw new FetchFailure(`unsupported Content-Encoding "${coding}"`);
  }
}
