import { inflateSync } from 'node:zlib';

/** One entry of a Sphinx inventory: an API object, a label or a document, and where it lives. */
export interface InventoryEntry {
  /** `torch.distributed.fsdp.FullyShardedDataParallel`, `install-guide`, `api/index`. */
  name: string;
  /** `py`, `std`, `c`, `cpp`, `js`… */
  domain: string;
  /** `class`, `function`, `method`, `module`, `label`, `doc`… */
  role: string;
  /** Sphinx search priority: 0 important, 1 normal, 2 unimportant, -1 hidden. */
  priority: number;
  /** The page's absolute URL, without the fragment. */
  url: string;
  /** The fragment (without `#`), '' for a whole page. */
  anchor: string;
  /** What the docs show for it (the name when the inventory says `-`). */
  displayName: string;
}

/** A real inventory of a very large project (PyTorch, NumPy) inflates to a few MB. */
export const MAX_INVENTORY_BYTES = 20 * 1024 * 1024;

/** Sphinx's own entry pattern (sphinx/util/inventory.py): name, domain:role, priority, uri, dispname. */
const ENTRY = /^\s*(.+?)\s+(\S+)\s+(-?\d+)\s+?(\S*)\s+(.*)$/;

/**
 * Reads a Sphinx `objects.inv` (inventory version 2): four `#` header lines, then zlib-compressed
 * lines `name domain:role priority uri dispname`. A uri ending in `$` stands for the name (Sphinx
 * saves space that way); a dispname `-` means the name. `baseUrl` is where the inventory was found
 * (its directory is the docs root). Throws a clear error for version 1, other files and inventories
 * inflating past 20 MiB.
 */
export function parseObjectsInv(bytes: Uint8Array, baseUrl: string): InventoryEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const header: string[] = [];
  while (header.length < 4) {
    const end = buffer.indexOf(0x0a, offset);
    if (end < 0 || end - offset > 1024) throw new Error('not a Sphinx inventory (objects.inv)');
    header.push(buffer.subarray(offset, end).toString('utf8').trim());
    offset = end + 1;
    // Version 1 has three header lines and no compression; say so before reading more.
    if (header.length === 1) checkVersion(header[0] ?? '');
  }
  if (!/zlib/i.test(header[3] ?? '')) throw new Error('Sphinx inventory is not zlib-compressed');
  let text: string;
  try {
    text = inflateSync(buffer.subarray(offset), { maxOutputLength: MAX_INVENTORY_BYTES }).toString(
      'utf8',
    );
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new Error(
      tooLarge
        ? `Sphinx inventory inflates to more than ${MAX_INVENTORY_BYTES / 1024 / 1024} MiB`
        : `Sphinx inventory data is not valid zlib: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return text.split('\n').flatMap((line) => toEntry(line, baseUrl));
}

function checkVersion(first: string): void {
  const version = /^# Sphinx inventory version (\d+)$/.exec(first)?.[1];
  if (version === undefined) throw new Error('not a Sphinx inventory (objects.inv)');
  if (version !== '2')
    throw new Error(`Sphinx inventory version ${version} is not supported (only version 2)`);
}

function toEntry(line: string, baseUrl: string): InventoryEntry[] {
  const match = ENTRY.exec(line);
  if (!match) return [];
  const [, name = '', type = '', priority = '0', rawUri = '', dispname = ''] = match;
  const colon = type.indexOf(':');
  if (colon <= 0) return [];
  const uri = rawUri.endsWith('$') ? rawUri.slice(0, -1) + name : rawUri;
  let url: URL;
  try {
    url = new URL(uri, baseUrl);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  let anchor = url.hash.slice(1);
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    // Keep the raw fragment: it is still what the page's id attribute says.
  }
  url.hash = '';
  return [
    {
      name,
      domain: type.slice(0, colon),
      role: type.slice(colon + 1),
      priority: Number(priority),
      url: url.href,
      anchor,
      displayName: dispname.trim() === '-' ? name : dispname.trim(),
    },
  ];
}
