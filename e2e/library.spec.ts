import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from '../test-support/serve-site.ts';
import { expect, test } from './app-fixture.ts';
import { serve, stop } from './spawn-serve.ts';
import { ui } from './ui.ts';

const folio = fileURLToPath(new URL('../bin/folio', import.meta.url));
const api = (method: string, body: unknown) =>
  fetch(new URL(`/api/${method}`, process.env.FOLIO_E2E_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The specs' Fixture Docs as a bundle in `dir`, as `folio export` on a connected machine makes it. */
function exportFixtureDocs(dir: string): string {
  const out = join(dir, 'fixture.folio');
  const cache = process.env.FOLIO_E2E_CACHE ?? '';
  const exported = spawnSync(folio, [
    'export',
    '--cache',
    cache,
    '--docset',
    'fixture-docs',
    '--out',
    out,
  ]);
  expect(exported.status, exported.stderr.toString()).toBe(0);
  return out;
}

test.describe('the library: add a site by its address, import a bundle', () => {
  test('Add documentation probes the site, shows what it found, adds it and syncs it', async ({
    app,
    open,
  }) => {
    await open();
    try {
      await app.getByRole('button', { name: 'Add documentation' }).first().click();
      const dialog = app.getByRole('dialog', { name: 'Add documentation' });
      await dialog
        .getByLabel('Address of the docs site or GitHub repository')
        .fill(`${process.env.FOLIO_E2E_LIVE_ORIGIN}/live/index.html`);
      await dialog.getByRole('button', { name: 'Check the site' }).click();
      const found = dialog.getByRole('definition').filter({ hasText: /about \d+ pages/ });
      await expect(found).toBeVisible();
      await expect(dialog.getByLabel('What the check found')).toContainText('sphinx');
      await dialog.getByLabel('Name').fill('Live Mirror');
      await app.screenshot({ path: 'test-results/screenshots/add-documentation.png' });
      await dialog.getByRole('button', { name: 'Add and sync' }).click();
      await expect(dialog).toBeHidden();
      await expect(ui.docset(app, 'Live Mirror')).toBeVisible();
      // The sync it started ends with the site's pages cached.
      await expect
        .poll(async () => {
          const list = (await (await api('listDocsets', {})).json()) as Array<{
            id: string;
            pages: number;
          }>;
          return list.find((d) => d.id === 'live-mirror')?.pages ?? 0;
        })
        .toBeGreaterThan(5);
      // Added by the user, so theirs to remove: from its row in the sidebar, after asking once.
      await ui.docset(app, 'Live Mirror').click();
      await ui.sidebar(app).getByRole('button', { name: 'Remove from library…' }).click();
      await ui
        .sidebar(app)
        .getByRole('group', { name: 'Remove Live Mirror' })
        .getByRole('button', { name: 'Remove', exact: true })
        .click();
      await expect(ui.docset(app, 'Live Mirror')).toHaveCount(0);
      // A docset of the catalog itself offers no removal.
      await ui.docset(app, 'Fixture Docs').click();
      await expect(
        ui.sidebar(app).getByRole('button', { name: 'Remove from library…' }),
      ).toHaveCount(0);
    } finally {
      // Other specs read this server's library: leave it as it was.
      await api('removeDocset', { docset: 'live-mirror', purge: true });
    }
  });

  test('one page of a site is added as the whole site, saying why, or as its folder if asked', async ({
    app,
    open,
  }) => {
    await open();
    await app.getByRole('button', { name: 'Add documentation' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Add documentation' });
    const page = `${process.env.FOLIO_E2E_LIVE_ORIGIN}/live/guide/setup.html`;
    await dialog.getByLabel('Address of the docs site or GitHub repository').fill(page);
    await dialog.getByRole('button', { name: 'Check the site' }).click();
    const findings = dialog.getByLabel('What the check found');
    await expect(findings).toContainText(`${process.env.FOLIO_E2E_LIVE_ORIGIN}/live/`);
    const note = dialog.getByRole('note').filter({ hasText: 'is one page of these docs' });
    await expect(note).toContainText(`${page} is one page of these docs`);
    await expect(note).toContainText("the Sphinx page names it as its docs' root");
    // The catalog lists that site already (Live Docs): adding it again is said to mirror it twice.
    await expect(
      dialog.getByRole('note').filter({ hasText: 'already in your library' }),
    ).toContainText('“live-docs”');
    await note.getByRole('button', { name: 'Add only that page’s folder' }).click();
    await expect(findings).toContainText(page);
    await expect(dialog.getByRole('note')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an app shell gets the probe’s advice, and ticking its render choice stores its pages', async ({
    app,
    open,
  }) => {
    // A single-page app: its one page is empty until its script writes it.
    const spa = await serveSite({
      files: {
        '/app/index.html':
          '<!DOCTYPE html><html><head><title>Widget App</title>' +
          '<script type="module" src="/app/assets/index-4f2a.js"></script></head>' +
          '<body><div id="root"></div></body></html>',
        '/app/assets/index-4f2a.js': {
          body:
            "document.getElementById('root').innerHTML = '<main><h1>Widget app</h1>" +
            "<p>Gyroscopes calibrate in three slow turns before the first flight.</p></main>';",
          contentType: 'text/javascript',
        },
      },
    });
    const overrides = join(process.env.FOLIO_HOME ?? '', 'catalog.overrides.json');
    const before = existsSync(overrides) ? readFileSync(overrides, 'utf8') : undefined;
    try {
      await open();
      await app.getByRole('button', { name: 'Add documentation' }).first().click();
      const dialog = app.getByRole('dialog', { name: 'Add documentation' });
      await dialog
        .getByLabel('Address of the docs site or GitHub repository')
        .fill(`${spa.url}/app/`);
      await dialog.getByRole('button', { name: 'Check the site' }).click();
      const note = dialog.getByRole('note', { name: 'App shell' });
      await expect(note).toContainText(
        'This site is a single-page app: its pages are written by scripts; a sync stores them only rendered in Chromium: tick “Render its pages in Chromium” below.',
      );
      const render = note.getByRole('checkbox', { name: 'Render its pages in Chromium' });
      await expect(render).not.toBeChecked();
      await render.check();
      await app.screenshot({ path: 'test-results/screenshots/add-app-shell.png' });
      await dialog.getByRole('button', { name: 'Add and sync' }).click();
      await expect(dialog).toBeHidden();
      // The override went beside the user's catalog, and the sync it started rendered the page.
      expect(readFileSync(overrides, 'utf8')).toMatch(/"widget-app": \{ "render": "browser" \}/);
      await expect
        .poll(
          async () => {
            const list = (await (await api('listDocsets', {})).json()) as Array<{
              id: string;
              pages: number;
            }>;
            return list.find((d) => d.id === 'widget-app')?.pages ?? 0;
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      const hits = (await (await api('search', { query: 'gyroscopes calibrate' })).json()) as {
        hits: Array<{ docset: string }>;
      };
      expect(hits.hits.map((h) => h.docset)).toContain('widget-app');
    } finally {
      await api('removeDocset', { docset: 'widget-app', purge: true });
      if (before === undefined) rmSync(overrides, { force: true });
      else writeFileSync(overrides, before);
      await spa.close();
    }
  });

  test('a URL that is not documentation is refused with the reason', async ({ app, open }) => {
    await open();
    await app.getByRole('button', { name: 'Add documentation' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Add documentation' });
    await dialog
      .getByLabel('Address of the docs site or GitHub repository')
      .fill(`${process.env.FOLIO_E2E_LIVE_ORIGIN}/live/missing.html`);
    await dialog.getByRole('button', { name: 'Check the site' }).click();
    await expect(dialog.getByRole('alert')).toContainText('answers HTTP 404');
    await app.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Import a bundle merges a bundle from a path on the server and reports it', async ({
    app,
    open,
  }) => {
    const out = exportFixtureDocs(mkdtempSync(join(tmpdir(), 'folio-e2e-bundle-')));
    await open();
    await app.getByRole('button', { name: 'Import a bundle' }).first().click();
    const dialog = app.getByRole('dialog', { name: 'Import a bundle' });
    await dialog.getByLabel('Path of the bundle on the machine that holds the cache').fill(out);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const report = dialog.getByRole('table', { name: 'Imported' });
    await expect(report.getByRole('row', { name: /fixture-docs/ })).toContainText('5');
    await dialog
      .getByLabel('Path of the bundle on the machine that holds the cache')
      .fill(`${out}.nope`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('no such file');
  });

  test('a first import, into an empty cache, keeps its report on screen until Done', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'electron', 'a serve of its own on an empty cache');
    const dir = mkdtempSync(join(tmpdir(), 'folio-e2e-first-'));
    const out = exportFixtureDocs(dir);
    const { child, out: printed } = await serve(
      ['--create', '--catalog', process.env.FOLIO_E2E_CATALOG ?? ''],
      join(dir, 'empty.db'),
    );
    try {
      await page.goto(/at (http:\/\/\S+)/.exec(printed)![1]!);
      await expect(
        page.getByRole('heading', { name: 'Your documentation, offline.' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Import a bundle' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Import a bundle' });
      await dialog.getByLabel('Path of the bundle on the machine that holds the cache').fill(out);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      const report = dialog.getByRole('table', { name: 'Imported' });
      await expect(report.getByRole('row', { name: /fixture-docs/ })).toContainText('5');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
      await expect(page.locator('#main')).toContainText('5 pages');
    } finally {
      await stop(child);
    }
  });
});
