import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPaths, resolveCacheFile } from './app-paths.ts';

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

  it('uses the user-data folder when packaged, whatever the environment says', () => {
    expect(
      resolveCacheFile({ ...base, isPackaged: true, env: { FOLIO_CACHE: '/tmp/other.db' } }),
    ).toBe(join('/home/me/.config/Folio', 'folio.db'));
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
