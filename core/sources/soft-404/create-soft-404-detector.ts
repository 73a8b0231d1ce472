import { createHash, randomBytes } from 'node:crypto';
import { looksNotFound } from './looks-not-found.ts';

/** What the detector needs of a 2xx response: its bytes and, for HTML, what extraction found. */
export interface ResponseSample {
  status: number;
  body: Uint8Array | string;
  title?: string;
  h1?: string;
  /** The extracted main text (all sections). Omit when the body was not extracted. */
  text?: string;
}

export interface Soft404Detector {
  /** Records the answer to soft404ProbeUrl(base) for that URL's host. */
  recordProbe(probeUrl: string, sample: ResponseSample): void;
  /** Why this 2xx response is really "not found" or an empty app shell, or undefined if it is a page. */
  check(url: string, sample: ResponseSample): string | undefined;
}

export interface Soft404Options {
  /** Less extracted text than this is a shell, not a page. */
  minTextChars?: number;
}

interface Fingerprint {
  base: string;
  hash: string;
  size: number;
  words: Set<string>;
}

/** Sizes within this ratio and word sets this similar are the same page with a different path echoed. */
const SIZE_TOLERANCE = 0.03;
const SAME_WORDS = 0.9;

/**
 * A URL under `baseUrl`'s directory that no site has: `<dir>/folio-probe-<random>/`. What a host
 * answers there is its "not found" page, or its app shell when it answers 200 for any path.
 */
export function soft404ProbeUrl(
  baseUrl: string,
  random: () => string = () => randomBytes(8).toString('hex'),
): string {
  return new URL(`folio-probe-${random()}/`, baseUrl).href;
}

/**
 * Tells 2xx responses that are really "not found" or an empty app shell from pages, so they are
 * errors and never overwrite a good cached page (Lightning answers every path with the same
 * 19,519-byte shell). Signals, in order: title or h1 says not found; the same body as this host's
 * probe, or nearly the same size and words; almost no extracted text. The probe's own base URL
 * is never compared with the probe, since hosts that serve their home page for unknown paths
 * would otherwise lose the home page. Pure: no I/O, the caller fetches.
 */
export function createSoft404Detector(options: Soft404Options = {}): Soft404Detector {
  const minTextChars = options.minTextChars ?? 40;
  const probes = new Map<string, Fingerprint[]>();
  return {
    recordProbe(probeUrl, sample) {
      if (sample.status < 200 || sample.status > 299) return;
      const url = new URL(probeUrl);
      const base = new URL('../', url).href;
      const list = probes.get(url.origin) ?? [];
      list.push({ base, ...fingerprint(sample, url) });
      probes.set(url.origin, list);
    },
    check(url, sample) {
      if (sample.status < 200 || sample.status > 299) return undefined;
      const said = looksNotFound(sample.title, sample.h1);
      if (said !== undefined) return `the page says "${said}"`;
      const parsed = new URL(url);
      const print = fingerprint(sample, parsed);
      for (const probe of probes.get(parsed.origin) ?? []) {
        if (sameDirectory(parsed.href, probe.base)) continue;
        if (probe.hash === print.hash) return 'same body as a missing page on this host';
        const sizeClose =
          Math.abs(probe.size - print.size) <= Math.max(probe.size, print.size) * SIZE_TOLERANCE;
        if (sizeClose && similarity(probe.words, print.words) >= SAME_WORDS) {
          return 'nearly the same as a missing page on this host';
        }
      }
      if (
        sample.text !== undefined &&
        sample.text.replace(/\s+/g, ' ').trim().length < minTextChars
      ) {
        return 'almost no text (an empty app shell?)';
      }
      return undefined;
    },
  };
}

function fingerprint(sample: ResponseSample, url: URL): Omit<Fingerprint, 'base'> {
  const bytes = typeof sample.body === 'string' ? Buffer.from(sample.body) : sample.body;
  // Words of the URL's own path are left out: not-found pages often echo the path they were asked for.
  const pathWords = new Set(words(decodeSafe(url.pathname)));
  const text = sample.text ?? (typeof sample.body === 'string' ? sample.body : '');
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.byteLength,
    words: new Set(words(text).filter((w) => !pathWords.has(w))),
  };
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** Jaccard similarity; two empty texts are the same. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

function sameDirectory(url: string, base: string): boolean {
  const strip = (u: string): string =>
    u.replace(/(?:index\.html?)?(?:[?#].*)?$/, '').replace(/\/$/, '');
  return strip(url) === strip(base);
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
