import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleStaging, stagingPrefix } from './stale-staging.ts';

describe('removeStaleStaging', () => {
  it('removes the copies of imports whose process is gone, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-staging-test-'));
    const dead = join(dir, `${stagingPrefix(4_000_001)}abc`);
    const live = join(dir, `${stagingPrefix()}def`);
    const other = join(dir, 'someone-else');
    for (const folder of [dead, live, other]) {
      mkdirSync(folder);
      writeFileSync(join(folder, 'bundle.db'), 'x');
    }
    const removed = removeStaleStaging(dir, (pid) => pid === process.pid);
    expect(removed).toEqual([`${stagingPrefix(4_000_001)}abc`]);
    expect([existsSync(dead), existsSync(live), existsSync(other)]).toEqual([false, true, true]);
  });

  it('checks real processes by default: a pid far above any live one is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-staging-test-'));
    mkdirSync(join(dir, `${stagingPrefix(2 ** 22 + 7)}x`));
    mkdirSync(join(dir, `${stagingPrefix()}y`));
    expect(removeStaleStaging(dir)).toEqual([`${stagingPrefix(2 ** 22 + 7)}x`]);
  });
});
