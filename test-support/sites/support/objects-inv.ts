import { deflateSync } from 'node:zlib';
import type { SiteFile } from '../../serve-site.ts';

/** One line of a Sphinx inventory: `name domain:role priority uri dispname`. */
export interface InventoryEntry {
  name: string;
  /** e.g. `py:class`, `py:method`, `std:doc`, `std:label`. */
  role: string;
  /** Relative to the docs root; a trailing `$` stands for the name (Sphinx's shorthand). */
  uri: string;
  /** `-` when it equals the name. */
  display?: string;
  priority?: number;
}

/**
 * A real `objects.inv` (Sphinx inventory v2): four plain header lines, then the entries
 * zlib-compressed, exactly as sphinx.util.inventory writes it.
 */
export function objectsInv(project: string, version: string, entries: InventoryEntry[]): SiteFile {
  const header =
    '# Sphinx inventory version 2\n' +
    `# Project: ${project}\n` +
    `# Version: ${version}\n` +
    '# The remainder of this file is compressed using zlib.\n';
  const lines = entries
    .map((e) => `${e.name} ${e.role} ${e.priority ?? 1} ${e.uri} ${e.display ?? '-'}\n`)
    .join('');
  return {
    body: Buffer.concat([Buffer.from(header), deflateSync(Buffer.from(lines))]),
    contentType: 'application/octet-stream',
  };
}
