import type { Page } from '@playwright/test';
import { expect, test } from './app-fixture.ts';
import { LONG_READ } from './reader-samples-site.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';
const longRead = () =>
  `#/page?url=${encodeURIComponent(`${process.env.FOLIO_E2E_SAMPLES_ORIGIN}${LONG_READ}`)}`;

/**
 * Every visible element whose box leaves the window, except inside something that scrolls or
 * clips sideways by design (a code block, a wide table, the tab list): that container must fit.
 */
function overflowing(app: Page): Promise<string[]> {
  return app.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('.visually-hidden')) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      if (clipped(element)) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      out.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] of ${width}`);
    }
    if (document.documentElement.scrollWidth > width) out.push('the document scrolls sideways');
    return out;
  });
}

const sizes = [
  { name: '600px', viewport: { width: 600, height: 800 }, deviceScaleFactor: 1 },
  { name: '800px', viewport: { width: 800, height: 800 }, deviceScaleFactor: 1 },
  // A 1280×900 window at 200% zoom: half the CSS pixels, each drawn twice as large.
  { name: '200% zoom', viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 },
];

for (const size of sizes) {
  test.describe(`a ${size.name} window`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    test('fits the reader, with the sidebar, outline and controls one click away', async ({
      app,
      open,
    }) => {
      const slug = size.name.replace(/\W+/g, '-');
      await open(longRead());
      await expect(ui.title(app)).toHaveText('Long read');
      // The sidebar and outline are put away; the search box and the tab strip remain.
      await expect(ui.sidebar(app)).toHaveCount(0);
      await expect(ui.outline(app)).toBeHidden();
      await expect(ui.searchBox(app)).toBeVisible();
      await expect(app.getByRole('tablist', { name: 'Open pages' })).toBeVisible();
      expect(await overflowing(app)).toEqual([]);
      const article = await ui.content(app).boundingBox();
      expect(article!.width).toBeGreaterThan(size.viewport.width * 0.7);
      await app.screenshot({ path: `${shots}/narrow-${slug}-reader.png` });

      // The header's end folds into a menu: Sync and the theme are in it.
      await app.getByRole('button', { name: 'More controls' }).click();
      await expect(app.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
      await expect(ui.syncToggle(app)).toBeVisible();
      expect(await overflowing(app)).toEqual([]);
      await app.screenshot({ path: `${shots}/narrow-${slug}-menu.png` });
      await app.getByRole('button', { name: 'More controls' }).click();

      await app.getByRole('button', { name: 'On this page' }).click();
      await expect(ui.outline(app)).toBeVisible();
      expect(await overflowing(app)).toEqual([]);
      // Below the reader's toolbar, whose button closes it again.
      const toolbar = await app.locator('.reader-toolbar').boundingBox();
      const panel = await ui.outline(app).boundingBox();
      expect(panel!.y).toBeGreaterThanOrEqual(toolbar!.y + toolbar!.height - 1);
      expect(panel!.y + panel!.height).toBeLessThanOrEqual(size.viewport.height + 1);
      await app.screenshot({ path: `${shots}/narrow-${slug}-outline.png` });
      await ui.outline(app).getByRole('link', { name: 'Part 9: sharding step 9' }).click();
      await expect(ui.content(app).getByRole('heading', { name: 'Part 9' })).toBeInViewport();
      await expect(ui.outline(app)).toBeHidden();
      // Over the page, Esc puts it away too.
      await app.getByRole('button', { name: 'On this page' }).click();
      await expect(ui.outline(app)).toBeVisible();
      await app.keyboard.press('Escape');
      await expect(ui.outline(app)).toBeHidden();

      await app.getByRole('button', { name: 'Show the sidebar' }).click();
      await expect(ui.sidebar(app)).toBeVisible();
      expect(await overflowing(app)).toEqual([]);
      await app.screenshot({ path: `${shots}/narrow-${slug}-sidebar.png` });
      // Choosing a page closes the drawer.
      await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
      await expect(ui.title(app)).toHaveText('Fixture documentation');
      await expect(ui.sidebar(app)).toHaveCount(0);
    });

    test("shows a hit's whole symbol name, so json.dump and json.dumps never look alike", async ({
      app,
      open,
    }) => {
      const slug = size.name.replace(/\W+/g, '-');
      await open();
      await app.keyboard.press('/');
      await ui.searchBox(app).fill('deepspeed.DeepSpeedEngine.step');
      const top = ui.hits(app).first();
      await expect(top.locator('.symbol-badge')).toHaveText('method');
      // Every name in the hit's head is drawn whole: wrapped if it must be, never cut.
      const cut = await top
        .locator('.hit-head > *')
        .evaluateAll((parts) =>
          parts
            .filter((part) => part.scrollWidth > part.clientWidth + 1)
            .map((part) => part.textContent),
        );
      expect(cut).toEqual([]);
      await expect(top.locator('.hit-head')).toContainText('step');
      await app.screenshot({ path: `${shots}/narrow-${slug}-hit.png` });
    });

    test('fits the home screen and the sync panel', async ({ app, open }) => {
      const slug = size.name.replace(/\W+/g, '-');
      await open();
      await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflowing(app)).toEqual([]);
      await app.screenshot({ path: `${shots}/narrow-${slug}-home.png` });
      await app.getByRole('button', { name: 'More controls' }).click();
      await ui.syncToggle(app).click();
      await expect(ui.syncPanel(app)).toBeVisible();
      expect(await overflowing(app)).toEqual([]);
    });
  });
}

test('a wide window can put the sidebar and outline away too', async ({ app, open }) => {
  await open(longRead());
  await expect(ui.outline(app)).toBeVisible();
  await app.getByRole('button', { name: 'On this page' }).click();
  await expect(ui.outline(app)).toBeHidden();
  await app.getByRole('button', { name: 'Hide the sidebar' }).click();
  await expect(ui.sidebar(app)).toHaveCount(0);
  const article = await ui.content(app).boundingBox();
  // The page is centred in the whole width now.
  expect(Math.abs(article!.x + article!.width / 2 - 700)).toBeLessThan(40);
  await app.getByRole('button', { name: 'Show the sidebar' }).click();
  await expect(ui.sidebar(app)).toBeVisible();
});
