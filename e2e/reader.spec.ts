import type { Request } from '@playwright/test';
import { expect, test } from './app-fixture.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';

test.describe('reading offline', () => {
  test('browses the catalog by section and opens a page from its table of contents', async ({
    app,
    open,
  }) => {
    await open();
    const sidebar = ui.sidebar(app);
    await expect(sidebar.getByRole('heading', { name: 'Training' })).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Live' })).toBeVisible();
    await expect(ui.docset(app, 'Live Docs')).toContainText('not synced');
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Zero Redundancy Optimizer']);
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    await expect(app.getByRole('navigation', { name: 'On this page' })).toContainText(
      'ZeRO stages',
    );
    await app.screenshot({ path: `${shots}/catalog-and-reader.png` });
  });

  test('searches as you type and opens a hit at its section with the terms marked', async ({
    app,
    open,
  }) => {
    await open();
    await app.keyboard.press('/');
    const box = ui.searchBox(app);
    await expect(box).toBeFocused();
    await box.pressSequentially('stage 3 partit');
    const hits = ui.hits(app);
    await expect(hits.first()).toContainText('Zero Redundancy Optimizer');
    await expect(hits.first().locator('mark').first()).toBeVisible();
    await app.screenshot({ path: `${shots}/search.png` });
    await hits.first().click();
    await expect(ui.content(app)).toContainText('Stage 3 partitions');
    await expect(ui.content(app).getByRole('heading', { name: 'ZeRO stages' })).toBeInViewport();
    await expect(app.locator('article.page-content mark.folio-term').first()).toBeVisible();
  });

  test('puts an API symbol first, with what it is, when its full name is searched', async ({
    app,
    open,
  }) => {
    await open();
    await app.keyboard.press('/');
    await ui.searchBox(app).fill('deepspeed.DeepSpeedEngine.step');
    const top = ui.hits(app).first();
    await expect(top.locator('.symbol-badge')).toHaveText('method');
    await expect(top).toContainText('DeepSpeedEngine');
    await app.screenshot({ path: `${shots}/search-symbol.png` });
    await top.click();
    await expect(ui.title(app)).toHaveText('DeepSpeedEngine');
    await expect(ui.content(app)).toContainText('Runs one optimizer step');
  });

  test('follows internal links with the docs server stopped, then goes back and forward', async ({
    app,
    open,
  }) => {
    await open();
    await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
    const content = ui.content(app);
    await expect(content.locator('h1')).toHaveText('Fixture documentation');
    // The fixture site was stopped after the sync: this only works from the cache.
    await content.getByRole('link', { name: 'ZeRO guide' }).click();
    await expect(content.locator('h1')).toHaveText('Zero Redundancy Optimizer');
    await expect(content.locator('img[alt="diagram"]')).toHaveCount(0);
    await app.keyboard.press('Alt+ArrowLeft');
    await expect(content.locator('h1')).toHaveText('Fixture documentation');
    const diagram = content.locator('img[alt="diagram"]');
    await expect(diagram).toBeVisible();
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await app.keyboard.press('Alt+ArrowRight');
    await expect(content.locator('h1')).toHaveText('Zero Redundancy Optimizer');
  });

  test('reading makes no request to any origin but the app’s own', async ({ app, open }) => {
    const foreign: string[] = [];
    const appOrigin = new URL(process.env.FOLIO_E2E_URL ?? 'folio://app/').origin;
    app.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== appOrigin && url.protocol !== 'folio:')
        foreign.push(request.url());
    });
    await open();
    for (const path of [
      ['Fixture documentation'],
      ['guide', 'Zero Redundancy Optimizer'],
      ['guide', 'Pipeline parallelism'],
      ['API reference', 'DeepSpeedEngine'],
    ]) {
      await ui.openFromToc(app, 'Fixture Docs', path);
      await expect(ui.title(app)).toHaveText(path.at(-1)!);
    }
    await app.keyboard.press('/');
    await app.keyboard.type('optimizer');
    await expect(ui.hits(app).first()).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test('switches to dark mode, on the mirrored page too', async ({ app, open }) => {
    await open();
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Zero Redundancy Optimizer']);
    await app.getByRole('radio', { name: 'Dark theme' }).click();
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Dark page colours, code blocks included, once the theme's styles apply.
    await expect
      .poll(async () => {
        const colour = await ui
          .content(app)
          .locator('pre')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        return (colour.match(/\d+/g) ?? [])
          .slice(0, 3)
          .map(Number)
          .reduce((a, b) => a + b, 0);
      })
      .toBeLessThan(3 * 100);
    await app.screenshot({ path: `${shots}/reader-dark.png` });
    await app.getByRole('radio', { name: 'Light theme' }).click();
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('goes from search to reading with the keyboard alone', async ({ app, open }) => {
    await open();
    await app.keyboard.press('Control+k');
    await app.keyboard.type('schedule micro');
    await expect(ui.hits(app).first()).toContainText('Pipeline parallelism');
    await app.keyboard.press('ArrowDown');
    await app.keyboard.press('ArrowUp');
    await app.keyboard.press('Enter');
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
    await app.keyboard.press('Escape');
    await app.keyboard.press('/');
    await expect(ui.searchBox(app)).toBeFocused();
  });
});
