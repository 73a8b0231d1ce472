import { expect, test } from './app-fixture.ts';
import { LONG_READ } from './reader-samples-site.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';

test.describe('printing a page', () => {
  test('prints the article alone, all of it, with its source and link URLs', async ({
    app,
    open,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'electron', 'page.pdf() is Chromium-only');
    const url = `${process.env.FOLIO_E2E_SAMPLES_ORIGIN}${LONG_READ}`;
    await open(`#/page?url=${encodeURIComponent(url)}`);
    await expect(ui.title(app)).toHaveText('Long read');
    // Read in dark mode: paper still gets dark text on white.
    await app.getByRole('radio', { name: 'Dark theme' }).click();
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
    await app.emulateMedia({ media: 'print' });

    for (const chrome of [
      app.locator('header.topbar'),
      app.getByRole('tablist', { name: 'Open pages' }),
      ui.outline(app),
      app.locator('.reader-toolbar'),
      app.getByRole('button', { name: 'Copy' }).first(),
    ]) {
      await expect(chrome).toBeHidden();
    }
    await expect(ui.sidebar(app)).toBeHidden();
    const source = app.locator('.print-source');
    await expect(source).toBeVisible();
    await expect(source).toContainText(`Source: ${url}`);
    await expect(source).toContainText('Fetched');

    // The whole article is laid out in the document, nothing held in a clipped scroll box.
    const fits = await app.evaluate(() => {
      const article = document.querySelector('article.page-content')!.getBoundingClientRect();
      const scroller = document.querySelector('.reader-scroll')!;
      return {
        article: article.height,
        document: document.documentElement.scrollHeight,
        clipped: scroller.scrollHeight - scroller.clientHeight,
        left: article.left,
      };
    });
    expect(fits.article).toBeGreaterThan(3000);
    expect(fits.document).toBeGreaterThanOrEqual(fits.article);
    expect(fits.clipped).toBe(0);
    expect(fits.left).toBeLessThan(40);
    const after = await ui
      .content(app)
      .getByRole('link', { name: 'FSDP reference' })
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain('https://pytorch.org/docs/stable/fsdp.html');
    const colours = await ui
      .content(app)
      .evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(document.body).backgroundColor,
      ]);
    expect(colours).toEqual(['rgb(29, 33, 39)', 'rgb(255, 255, 255)']);
    await app.screenshot({ path: `${shots}/print.png`, fullPage: true });

    // As a PDF the article runs over several sheets, where it once printed as one.
    const pdf = await app.pdf({ format: 'A4' });
    const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(sheets.length).toBeGreaterThan(2);
    await app.emulateMedia({ media: 'screen' });
    await app.getByRole('radio', { name: 'Follow the system theme' }).click();
  });
});
