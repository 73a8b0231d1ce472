import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPaths, resolveCacheFile, resolveReadOnly } from './app-paths.ts';

describe('resolveAppPaths', () => {
  it('finds the preload, the UI and the seeds from the main bundle', () => {
    const root = resolve('/opt/folio/resources/app.asar');
    const paths = resolveAppPaths(join(root, 'dist', 'electron', 'main'));
    expect(paths.root).toBe(root);
    expect(paths.preload).toBe(join(root, 'dist', 'electron', 'preload', 'index.cjs'));
    expect(paths.renderer).toBe(join(root, 'dist', 'renderer'));
    expect(paths.seeds).toBe(join(root, 'seeds'));
  });
});

describe('resolveCacheFile', () => {
  const base = { userData: '/home/me/.config/Folio', root: '/src/folio' };

  it('uses the user-data folder when packaged, unless $FOLIO_CACHE names a (shared) cache', () => {
    expect(resolveCacheFile({ ...base, isPackaged: true, env: {} })).toBe(
      join('/home/me/.config/Folio', 'folio.db'),
    );
    expect(
      resolveCacheFile({ ...base, isPackaged: true, env: { FOLIO_CACHE: '/shared/folio.db' } }),
    ).toBe(resolve('/shared/folio.db'));
  });

  it('opens read-only with --read-only or FOLIO_READ_ONLY=1', () => {
    expect(resolveReadOnly({ env: {}, argv: ['electron', 'main.js'] })).toBe(false);
    expect(resolveReadOnly({ env: {}, argv: ['electron', 'main.js', '--read-only'] })).toBe(true);
    expect(resolveReadOnly({ env: { FOLIO_READ_ONLY: '1' }, argv: [] })).toBe(true);
  });

  it('uses $FOLIO_CACHE, else cache/folio.db, in a checkout', () => {
    expect(
      resolveCacheFile({ ...base, isPackaged: false, env: { FOLIO_CACHE: '/tmp/x.db' } }),
    ).toBe(resolve('/tmp/x.db'));
    expect(resolveCacheFile({ ...base, isPackaged: false, env: {} })).toBe(
      resolve('/src/folio/cache/folio.db'),
    );
  });
});
