import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireSyncLock } from './acquire-sync-lock.ts';
import type { ProcessIdentity } from './process-identity.ts';
import { describeProcess } from './process-identity.ts';

const cacheFile = (): string => join(mkdtempSync(join(tmpdir(), 'folio-lock-')), 'folio.db');

/** A process table of our own, so no test depends on which pids this machine runs. */
const table =
  (processes: Record<number, ProcessIdentity>) =>
  (pid: number): ProcessIdentity =>
    processes[pid] ?? (pid === process.pid ? describeProcess(pid) : { alive: false });

const lockOf = (file: string, owner: object): void =>
  writeFileSync(`${file}.sync-lock`, JSON.stringify({ app: 'folio', host: hostname(), ...owner }));

describe('acquireSyncLock', () => {
  it('takes over an old lock naming a live process that is not Folio (a reused pid)', () => {
    const file = cacheFile();
    writeFileSync(`${file}.sync-lock`, '1');
    const describe = table({ 1: { alive: true, startTime: '5', command: '/sbin/init splash' } });
    const release = acquireSyncLock(file, { describe });
    expect(JSON.parse(readFileSync(`${file}.sync-lock`, 'utf8'))).toMatchObject({
      app: 'folio',
      pid: process.pid,
    });
    release();
  });

  it('takes over a lock whose pid now belongs to a process started later', () => {
    const file = cacheFile();
    lockOf(file, { pid: 4242, cache: resolve(file), startTime: '100', at: 'then' });
    const describe = table({ 4242: { alive: true, startTime: '999', command: 'node folio sync' } });
    acquireSyncLock(file, { describe })();
  });

  it('takes over a lock copied along with another cache, and one that cannot be read', () => {
    const file = cacheFile();
    lockOf(file, { pid: process.pid, cache: '/elsewhere/folio.db', at: 'then' });
    acquireSyncLock(file)();
    writeFileSync(`${file}.sync-lock`, '{"app":"fol');
    acquireSyncLock(file)();
  });

  it('respects a live Folio sync on this cache and says how to recover', () => {
    const file = cacheFile();
    const release = acquireSyncLock(file);
    expect(() => acquireSyncLock(file)).toThrow(
      new RegExp(
        `another sync \\(pid ${process.pid}, since .+\\) is running on .+: wait for it to finish or stop it; if no sync is running, delete .+\\.sync-lock$`,
      ),
    );
    release();
    acquireSyncLock(file)();
  });

  it('respects an old bare-pid lock whose process looks like Folio', () => {
    const file = cacheFile();
    writeFileSync(`${file}.sync-lock`, '4243');
    const describe = table({ 4243: { alive: true, command: '/usr/bin/node bin/folio.ts sync' } });
    expect(() => acquireSyncLock(file, { describe })).toThrow(/another sync \(pid 4243/);
  });
});
