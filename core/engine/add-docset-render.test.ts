import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { parseOverrides } from '../sources/overrides/parse-overrides.ts';
import { addDocset, AddRefusal } from './add-docset.ts';

/** Extraction in this thread: a worker's start would cost more than the probe. */
const INLINE = { workers: 0 };

let spa: SiteServer;
beforeAll(async () => {
  spa = await serveSite({
    files: {
      '/docs/index.html':
        '<!DOCTYPE html><html><head><title>App Docs</title>' +
        '<script type="module" src="/docs/assets/index-4f2a.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    },
  });
});
afterAll(() => spa.close());

const userFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-user-'));
  return { catalog: join(dir, 'catalog.md'), overrides: join(dir, 'catalog.overrides.json') };
};

describe('adding an app shell set to render in a browser', () => {
  it('writes the docset and its "render": "browser" override beside the user catalog', async () => {
    const { catalog, overrides } = userFolder();
    writeFileSync(overrides, '{\n  // mine\n  "other": { "maxPages": 10 }\n}\n');
    const added = await addDocset(
      { url: `${spa.url}/docs/`, render: 'browser' },
      { userCatalog: catalog, known: [], network: INLINE },
    );
    expect(added).toMatchObject({ id: 'app', added: true });
    expect(added.probe.appShell).toMatchObject({ framework: 'spa', hashRoutes: false });
    const text = readFileSync(overrides, 'utf8');
    const parsed = parseOverrides(text, overrides);
    expect(parsed.problems).toEqual([]);
    expect(parsed.overrides.get('app')).toEqual({ render: 'browser' });
    expect(parsed.overrides.get('other')).toEqual({ maxPages: 10 });
    expect(text).toContain('// mine');
    expect(readFileSync(catalog, 'utf8')).toContain(`<${spa.url}/docs/>`);
  });

  it('writes no override unless asked, and nothing at all when the override cannot go in', async () => {
    const plain = userFolder();
    await addDocset(
      { url: `${spa.url}/docs/` },
      { userCatalog: plain.catalog, known: [], network: INLINE },
    );
    expect(existsSync(plain.overrides)).toBe(false);

    const { catalog, overrides } = userFolder();
    writeFileSync(overrides, '{ "app": { "maxPages": 10 } }\n');
    const refused = addDocset(
      { url: `${spa.url}/docs/`, render: 'browser' },
      { userCatalog: catalog, known: [], network: INLINE },
    );
    await expect(refused).rejects.toBeInstanceOf(AddRefusal);
    await expect(refused).rejects.toThrow(
      /cannot set "app" to render in a browser: .*already has overrides for "app"/,
    );
    expect(existsSync(catalog)).toBe(false);
    expect(readFileSync(overrides, 'utf8')).toBe('{ "app": { "maxPages": 10 } }\n');
  });
});
