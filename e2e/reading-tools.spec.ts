import { expect, test } from './app-fixture.ts';
import { LONG_READ } from './reader-samples-site.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';
const longRead = () =>
  `#/page?url=${encodeURIComponent(`${process.env.FOLIO_E2E_SAMPLES_ORIGIN}${LONG_READ}`)}`;

test.describe('reading tools', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies code without prompts, output or line numbers', async ({ app, open }) => {
    await open(longRead());
    await expect(ui.title(app)).toHaveText('Long read');
    const blocks = ui.content(app).locator('.code-block');
    await expect(blocks).toHaveCount(4);
    // Every block has its button, named for assistive technology; the number column has none.
    await expect(ui.content(app).getByRole('button', { name: 'Copy' })).toHaveCount(4);
    const clipboard = () => app.evaluate(() => navigator.clipboard.readText());

    await blocks.nth(0).getByRole('button', { name: 'Copy' }).click();
    await expect(blocks.nth(0).getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await clipboard()).toBe('import torch\ntorch.ones(2)\nmore()');
    await blocks.nth(1).getByRole('button', { name: 'Copy' }).click();
    await expect.poll(clipboard).toBe('pip install deepspeed\ndeepspeed --num_gpus 8 train.py');
    await blocks.nth(2).getByRole('button', { name: 'Copy' }).click();
    await expect.poll(clipboard).toBe('model = wrap(model)\nmodel.train()');
    await app.screenshot({
      path: `${shots}/code-copy.png`,
      clip: { x: 300, y: 90, width: 1100, height: 500 },
    });
  });

  test('wraps a long line on demand, inside the column', async ({ app, open }) => {
    await open(longRead());
    const block = ui.content(app).locator('.code-block').nth(3);
    const pre = block.locator('pre');
    const overflow = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow()).toBeGreaterThan(0);
    const wrap = block.getByRole('button', { name: 'Wrap' });
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(await overflow()).toBe(0);
    await block.screenshot({ path: `${shots}/code-wrapped.png` });
    await wrap.click();
    expect(await overflow()).toBeGreaterThan(0);
  });

  test('leaves Ctrl+F to the browser under serve; Ctrl+K and / search the docs', async ({
    app,
    open,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'electron', 'the desktop app binds Ctrl+F itself');
    await open(longRead());
    await expect(ui.title(app)).toHaveText('Long read');
    // A key the page cancels never reaches the browser's find bar.
    const cancelled = await app.evaluate(() => {
      const event = new KeyboardEvent('keydown', {
        key: 'f',
        code: 'KeyF',
        ctrlKey: true,
        cancelable: true,
      });
      return !window.dispatchEvent(event);
    });
    expect(cancelled).toBe(false);
    await expect(app.getByRole('search', { name: 'Find in page' })).toHaveCount(0);
    await app.keyboard.press('Control+k');
    await expect(ui.searchBox(app)).toBeFocused();
    await app.keyboard.press('Escape');
    await ui.content(app).click();
    await app.keyboard.press('/');
    await expect(ui.searchBox(app)).toBeFocused();
  });

  test('clears search highlights, and forgets a typed scope once a hit opens', async ({
    app,
    open,
  }) => {
    await open();
    await app.keyboard.press('/');
    await ui.searchBox(app).pressSequentially('fixture-docs: stage 3 partit');
    await expect(app.locator('.search .chip')).toContainText('Fixture Docs');
    await ui.hits(app).first().click();
    await expect(ui.content(app).locator('mark.folio-term').first()).toBeVisible();
    await expect(app.locator('.search .chip')).toHaveCount(0);
    await expect(ui.searchBox(app)).toHaveValue('');
    // No match in a scope says which docset was searched; clearing the words clears a typed chip.
    await ui.searchBox(app).pressSequentially('fixture-docs: qwertyuiop');
    await expect(app.locator('.search')).toContainText('No matches in Fixture Docs.');
    await ui.searchBox(app).fill('');
    await expect(app.locator('.search .chip')).toHaveCount(0);
    // A scope chosen in the menu is a setting of the box, not of one search: it stays.
    await app.getByRole('combobox', { name: 'Search in' }).selectOption({ label: 'Fixture Docs' });
    await ui.searchBox(app).fill('pipeline');
    await ui.hits(app).first().click();
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
    await expect(app.locator('.search .chip')).toContainText('Fixture Docs');
    await app.getByRole('button', { name: 'Search all docsets, not only Fixture Docs' }).click();
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Zero Redundancy Optimizer']);
    await app.keyboard.press('/');
    await ui.searchBox(app).pressSequentially('stage 3 partit');
    await ui.hits(app).first().click();

    const scroller = app.locator('.reader-scroll');
    const before = await scroller.evaluate((el) => el.scrollTop);
    await app.getByRole('button', { name: 'Clear' }).click();
    await expect(ui.content(app).locator('mark.folio-term')).toHaveCount(0);
    await expect(app.getByText(/highlighted/)).toHaveCount(0);
    // Clearing keeps the reader where it was.
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(before);
  });
});
