import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';

/** One file's SHA-256 in hex, streamed: archives are tens of megabytes. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * SHA256SUMS in coreutils' format (hash, two spaces, name), sorted by name, so that
 * `sha256sum -c SHA256SUMS` checks the archives beside it on any Linux.
 */
export function formatSha256Sums(entries: ReadonlyArray<{ file: string; sha256: string }>): string {
  return [...entries]
    .map(({ file, sha256 }) => ({ name: basename(file), sha256 }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, sha256 }) => `${sha256}  ${name}\n`)
    .join('');
}
