import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/** Written beside its place, flushed, then renamed over it: a reader sees the old file or the new one. */
export function writeFileAtomic(file: string, content: string | Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    const fd = openSync(partial, 'w', 0o644);
    try {
      writeSync(fd, typeof content === 'string' ? Buffer.from(content) : content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
