import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readSync, writeSync } from 'node:fs';
import { BundleError } from './bundle-error.ts';

const CHUNK = 4 * 1024 * 1024;
const SLOT_LENGTH = 64;
const ZERO = 0x30; // ASCII '0': what the checksum slot holds while the file is hashed

/**
 * A bundle's checksum is the SHA-256 of the whole file with its own 64 hex digits read as '0's.
 * The digits live in bundle_manifest.checksum, at the start of that row, so they are contiguous
 * bytes of one page. Hashing every byte (not the rows) means any change is caught, including in
 * free space and headers where SQLite's own checks look at nothing, while the file stays a plain
 * SQLite database that can be opened as a read-only cache.
 */
export function sealChecksum(file: string, placeholder: string): string {
  const offset = findSlot(file, placeholder);
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(SLOT_LENGTH, ZERO), 0, SLOT_LENGTH, offset);
    const checksum = hashFile(fd, offset);
    writeSync(fd, Buffer.from(checksum, 'latin1'), 0, SLOT_LENGTH, offset);
    fsyncSync(fd);
    return checksum;
  } finally {
    closeSync(fd);
  }
}

export function verifyChecksum(file: string, stored: string): void {
  const damaged = 'it is damaged (its checksum does not match): copy it again from the source';
  if (!/^[0-9a-f]{64}$/.test(stored)) throw new BundleError(damaged);
  const offset = findSlot(file, stored, damaged);
  const fd = openSync(file, 'r');
  try {
    if (hashFile(fd, offset) !== stored) throw new BundleError(damaged);
  } finally {
    closeSync(fd);
  }
}

function hashFile(fd: number, slot: number): string {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(CHUNK);
  for (let position = 0; ;) {
    const read = readSync(fd, buffer, 0, CHUNK, position);
    if (read === 0) break;
    const from = Math.max(slot, position) - position;
    const to = Math.min(slot + SLOT_LENGTH, position + read) - position;
    if (from < to) buffer.fill(ZERO, from, to);
    hash.update(buffer.subarray(0, read));
    position += read;
  }
  return hash.digest('hex');
}

/** The one offset where `digits` occur; anything but exactly one means the file is not sound. */
function findSlot(file: string, digits: string, problem = 'checksum slot not found'): number {
  const needle = Buffer.from(digits, 'latin1');
  if (needle.length !== SLOT_LENGTH) throw new BundleError(problem);
  const found: number[] = [];
  const fd = openSync(file, 'r');
  try {
    // Each read keeps the previous chunk's last 63 bytes in front, so a match across two reads
    // is seen once, and only once.
    const buffer = Buffer.alloc(CHUNK + SLOT_LENGTH - 1);
    let kept = 0;
    for (let position = 0; found.length < 2;) {
      const read = readSync(fd, buffer, kept, CHUNK, position);
      if (read === 0) break;
      const filled = kept + read;
      for (let at = buffer.indexOf(needle); at >= 0 && at + SLOT_LENGTH <= filled;) {
        found.push(position - kept + at);
        at = buffer.indexOf(needle, at + 1);
      }
      kept = Math.min(SLOT_LENGTH - 1, filled);
      buffer.copy(buffer, 0, filled - kept, filled);
      position += read;
    }
  } finally {
    closeSync(fd);
  }
  if (found.length !== 1) throw new BundleError(problem);
  return found[0]!;
}
