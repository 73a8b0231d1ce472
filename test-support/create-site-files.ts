import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { posix, resolve, sep } from 'node:path';
import { contentType } from './content-type.ts';
import type { Resolution, ResolvedFile, SiteFile } from './site-file.ts';

/** The files a test site serves: an in-memory map layered over an optional folder. */
export interface SiteFiles {
  /** Maps a decoded URL path (starting with `/`) to what the server should answer. */
  resolve(path: string): Promise<Resolution>;
  set(path: string, file: SiteFile | string): void;
  /** Hides a path in the map and in the folder, so a test can model a page that disappeared. */
  delete(path: string): void;
}

interface MemoryEntry {
  file: SiteFile;
  body: Buffer;
  etag: string;
  lastModified: string;
}

interface FolderValidators {
  mtimeMs: number;
  size: number;
  etag: string;
  contentType: string;
}

const strongEtag = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

const normalise = (path: string) => posix.normalize(`/${path}`);

export function createSiteFiles(options: {
  root?: string;
  files?: Record<string, SiteFile | string>;
}): SiteFiles {
  const root = options.root === undefined ? undefined : resolve(options.root);
  const memory = new Map<string, MemoryEntry>();
  const deleted = new Set<string>();
  // HTTP dates have one-second resolution: each replacement of a path gets a strictly later
  // Last-Modified, or a client revalidating by date alone would be told "304" for new content.
  const stamps = new Map<string, number>();
  const startedAt = Math.floor(Date.now() / 1000) * 1000;
  // Hashing a page costs more than stat(); re-syncs of unchanged sites answer 304 from this cache.
  const validators = new Map<string, FolderValidators>();

  function set(path: string, file: SiteFile | string): void {
    const key = normalise(path);
    const entry = typeof file === 'string' ? { body: file } : file;
    const body = Buffer.isBuffer(entry.body) ? entry.body : Buffer.from(entry.body);
    const previous = stamps.get(key);
    const now = Math.floor(Date.now() / 1000) * 1000;
    const stamp = previous === undefined ? startedAt : Math.max(now, previous + 1000);
    stamps.set(key, stamp);
    deleted.delete(key);
    memory.set(key, {
      file: entry,
      body,
      etag: strongEtag(body),
      lastModified: new Date(stamp).toUTCString(),
    });
  }

  for (const [path, file] of Object.entries(options.files ?? {})) set(path, file);

  function fromMemory(key: string): ResolvedFile | undefined {
    const entry = memory.get(key);
    if (!entry) return undefined;
    return {
      status: entry.file.status ?? 200,
      contentType: entry.file.contentType ?? contentType(key, entry.body),
      etag: entry.etag,
      lastModified: entry.lastModified,
      headers: entry.file.headers ?? {},
      size: entry.body.length,
      read: () => Promise.resolve(entry.body),
    };
  }

  async function fromFolder(key: string): Promise<Resolution> {
    if (root === undefined) return { kind: 'missing' };
    const file = resolve(root, `.${key}`);
    if (file !== root && !file.startsWith(root + sep)) return { kind: 'missing' };
    const info = await stat(file).catch(() => undefined);
    if (!info) return { kind: 'missing' };
    if (info.isDirectory()) {
      if (!key.endsWith('/')) return { kind: 'redirect', location: `${key}/` };
      return resolveKey(`${key}index.html`);
    }
    if (!info.isFile() || key.endsWith('/')) return { kind: 'missing' };
    let known = validators.get(file);
    let body: Buffer | undefined;
    if (!known || known.mtimeMs !== info.mtimeMs || known.size !== info.size) {
      body = await readFile(file);
      known = {
        mtimeMs: info.mtimeMs,
        size: body.length,
        etag: strongEtag(body),
        contentType: contentType(key, body),
      };
      validators.set(file, known);
    }
    const loaded = body;
    return {
      kind: 'file',
      file: {
        status: 200,
        contentType: known.contentType,
        etag: known.etag,
        lastModified: info.mtime.toUTCString(),
        headers: {},
        size: known.size,
        read: () => (loaded ? Promise.resolve(loaded) : readFile(file)),
      },
    };
  }

  async function resolveKey(key: string): Promise<Resolution> {
    if (deleted.has(key)) return { kind: 'missing' };
    if (key.endsWith('/')) {
      const index = fromMemory(`${key}index.html`);
      if (index) return { kind: 'file', file: index };
    } else {
      const file = fromMemory(key);
      if (file) return { kind: 'file', file };
      const prefix = `${key}/`;
      for (const path of memory.keys()) {
        if (path.startsWith(prefix)) return { kind: 'redirect', location: prefix };
      }
    }
    return fromFolder(key);
  }

  return {
    resolve: (path) => resolveKey(normalise(path)),
    set,
    delete(path) {
      const key = normalise(path);
      memory.delete(key);
      deleted.add(key);
    },
  };
}
