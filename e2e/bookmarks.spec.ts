import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './app-fixture.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';

/** The serve of these specs keeps one settings folder: start, and leave, with empty lists. */
async function forgetReading(app: Page): Promise<void> {
  await app.evaluate(async () => {
    const call = (method: string, body: unknown) =>
      fetch(`api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<unknown>);
    const bookmarks = (await call('listBookmarks', {})) as Array<{ url: string }>;
    for (const b of bookmarks) await call('removeBookmark', { url: b.url });
    await call('clearHistory', {});
  });
}

const sidebarView = (app: Page, name: string) =>
  app.getByRole('group', { name: 'Sidebar shows' }).getByRole('button', { name });

test.describe('bookmarks and history', () => {
  test.beforeEach(async ({ app, open }, testInfo) => {
    test.skip(testInfo.project.name === 'electron', 'resets the lists through serve’s HTTP API');
    await open();
    await forgetReading(app);
    await app.reload();
  });
  test.afterEach(async ({ app }) => forgetReading(app));

  test('bookmark a page and a section, find them in the sidebar and home, after a reload', async ({
    app,
  }) => {
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Zero Redundancy Optimizer']);
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    const pageMark = app.getByRole('button', { name: 'Bookmark this page' });
    await expect(pageMark).toHaveAttribute('aria-pressed', 'false');
    await pageMark.click();
    await expect(pageMark).toHaveAttribute('aria-pressed', 'true');
    await ui.outline(app).getByRole('link', { name: 'ZeRO stages' }).click();
    const sectionMark = app.getByRole('button', { name: 'Bookmark this section' });
    await sectionMark.click();
    await expect(sectionMark).toHaveAttribute('aria-pressed', 'true');

    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Pipeline parallelism']);
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
    await app.reload();
    await sidebarView(app, 'Bookmarks').click();
    const list = app.getByRole('region', { name: 'Bookmarks' }).getByRole('link');
    await expect(list).toHaveText([
      /^ZeRO stages\s*Zero Redundancy Optimizer · Fixture Docs/,
      /^Zero Redundancy Optimizer\s*Fixture Docs/,
    ]);
    await app.screenshot({ path: `${shots}/bookmarks-sidebar.png` });
    await list.first().click();
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    await expect(ui.content(app).getByRole('heading', { name: 'ZeRO stages' })).toBeInViewport();

    await sidebarView(app, 'History').click();
    const history = app.getByRole('region', { name: 'History' }).getByRole('link');
    await expect(history).toHaveText([/^Zero Redundancy Optimizer/, /^Pipeline parallelism/]);
    await app.getByRole('searchbox', { name: 'Filter the history' }).fill('pipe');
    await expect(history).toHaveText([/^Pipeline parallelism/]);

    // Home shows both lists instead of the catalog a second time.
    await app.getByRole('button', { name: 'New tab' }).click();
    const recent = app.getByRole('region', { name: 'Recent pages' }).getByRole('link');
    await expect(recent).toHaveText([/^Zero Redundancy Optimizer/, /^Pipeline parallelism/]);
    await expect(
      app.getByRole('region', { name: 'Bookmarks' }).last().getByRole('link'),
    ).toHaveCount(2);
    await app.screenshot({ path: `${shots}/home.png` });
  });

  test('exports bookmarks and history to a file and imports them back', async ({ app }) => {
    await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
    await app.getByRole('button', { name: 'Bookmark this page' }).click();
    await expect(app.getByRole('button', { name: 'Bookmark this page' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sidebarView(app, 'Bookmarks').click();
    const panel = app.getByRole('region', { name: 'Bookmarks' });
    const downloading = app.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^folio-bookmarks-\d{4}-\d\d-\d\d\.json$/);
    const path = await download.path();
    const file = JSON.parse(readFileSync(path, 'utf8')) as {
      format: string;
      bookmarks: Array<{ title: string }>;
      history: Array<{ title: string }>;
    };
    expect(file.format).toBe('folio-reading');
    expect(file.bookmarks.map((b) => b.title)).toEqual(['Fixture documentation']);
    expect(file.history.map((v) => v.title)).toEqual(['Fixture documentation']);

    await panel.getByRole('button', { name: 'Remove the bookmark Fixture documentation' }).click();
    await expect(panel.getByRole('link')).toHaveCount(0);
    await panel.getByLabel('Import bookmarks and history from a file').setInputFiles(path);
    await expect(panel.getByRole('status')).toHaveText(
      'Imported 1 bookmark and 0 pages of history.',
    );
    await expect(panel.getByRole('link')).toHaveText([/^Fixture documentation/]);

    await panel.getByLabel('Import bookmarks and history from a file').setInputFiles({
      name: 'x.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"a":1}'),
    });
    await expect(panel.getByRole('status')).toContainText('Not imported');
  });
});
