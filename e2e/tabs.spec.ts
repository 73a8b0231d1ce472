import type { Page } from '@playwright/test';
import { expect, test } from './app-fixture.ts';
import { LONG_READ } from './reader-samples-site.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';

const tabs = (app: Page) => app.getByRole('tablist', { name: 'Open pages' }).getByRole('tab');
const selectedTab = (app: Page) => app.getByRole('tab', { selected: true });
const scroller = (app: Page) => app.locator('.reader-scroll');

function pageRoute(url: string): string {
  return `#/page?url=${encodeURIComponent(url)}`;
}

test.describe('tabs', () => {
  test('open, switch, keep their own history, close and reopen', async ({ app, open }) => {
    await open();
    await expect(tabs(app)).toHaveCount(1);
    await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    await expect(selectedTab(app)).toHaveText('Fixture documentation');

    // Ctrl+click opens the link in a new tab behind this one.
    await ui
      .content(app)
      .getByRole('link', { name: 'ZeRO guide' })
      .click({ modifiers: ['Control'] });
    await expect(tabs(app)).toHaveCount(2);
    await expect(selectedTab(app)).toHaveText('Fixture documentation');
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    // Named by the page it holds, not the words of the link, before it is ever shown.
    await expect(tabs(app).nth(1)).toHaveText('Zero Redundancy Optimizer');

    await tabs(app).nth(1).click();
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    await expect(selectedTab(app)).toHaveText('Zero Redundancy Optimizer');
    // Its own history: a page further, then back, stays inside this tab.
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Pipeline parallelism']);
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
    await app.keyboard.press('Alt+ArrowLeft');
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    await expect(app.getByRole('button', { name: /^Forward/ })).toBeEnabled();

    // The first tab went home → index only.
    await app.keyboard.press('Alt+PageUp');
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    await expect(app.getByRole('button', { name: /^Forward/ })).toBeDisabled();
    await app.keyboard.press('Alt+ArrowLeft');
    await expect(app.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
    await expect(selectedTab(app)).toHaveText('Home');
    await app.keyboard.press('Alt+PageDown');
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');

    // Closing, then reopening brings the tab back with its history.
    await app.keyboard.press('Alt+w');
    await expect(tabs(app)).toHaveCount(1);
    await expect(selectedTab(app)).toHaveText('Home');
    await app.keyboard.press('Alt+Shift+T');
    await expect(tabs(app)).toHaveCount(2);
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    await app.keyboard.press('Alt+ArrowRight');
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');

    // Middle click closes a tab; the close button too.
    await tabs(app).first().click({ button: 'middle' });
    await expect(tabs(app)).toHaveCount(1);
    await app.getByRole('button', { name: 'New tab' }).click();
    await expect(tabs(app)).toHaveCount(2);
    await expect(selectedTab(app)).toHaveText('Home');
    await app.getByRole('button', { name: 'Close Home' }).click();
    await expect(tabs(app)).toHaveCount(1);
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
  });

  test("the browser's back and forward buttons go where the reader was, across tabs", async ({
    app,
    open,
  }) => {
    await open();
    await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Pipeline parallelism']);
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
    await app.goBack();
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    await app.goForward();
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
    // Another tab shown is another place: back returns to the tab the reader came from.
    await app.keyboard.press('Alt+t');
    await expect(selectedTab(app)).toHaveText('Home');
    await app.goBack();
    await expect(tabs(app)).toHaveCount(2);
    await expect(selectedTab(app)).toHaveText('Pipeline parallelism');
    await expect(ui.title(app)).toHaveText('Pipeline parallelism');
  });

  test('a middle click on a link opens an app tab, not a second copy of the app', async ({
    app,
    open,
    context,
  }) => {
    await open();
    const opened: string[] = [];
    context.on('page', (page) => opened.push(page.url()));
    await ui.docset(app, 'Fixture Docs').click();
    const link = ui.sidebar(app).getByRole('link', { name: 'Fixture documentation', exact: true });
    await link.click({ button: 'middle' });
    await expect(tabs(app)).toHaveCount(2);
    await expect(selectedTab(app)).toHaveText('Home');
    // Named by the link until it is first shown.
    await expect(tabs(app).nth(1)).toHaveText('Fixture documentation');
    await link.click({ modifiers: ['Control'] });
    await expect(tabs(app)).toHaveCount(3);
    expect(opened).toEqual([]);
  });

  test('moves between tabs with the arrow keys, as a tablist does', async ({ app, open }) => {
    await open();
    await app.keyboard.press('Alt+t');
    await app.keyboard.press('Alt+t');
    await expect(tabs(app)).toHaveCount(3);
    await expect(tabs(app).nth(2)).toHaveAttribute('aria-selected', 'true');
    await tabs(app).nth(2).focus();
    await app.keyboard.press('ArrowLeft');
    await expect(tabs(app).nth(1)).toBeFocused();
    await expect(tabs(app).nth(1)).toHaveAttribute('aria-selected', 'true');
    await app.keyboard.press('Home');
    await expect(tabs(app).nth(0)).toBeFocused();
    // Only the selected tab is a Tab stop; the panel names its tab.
    await expect(tabs(app).nth(1)).toHaveAttribute('tabindex', '-1');
    const panel = app.getByRole('tabpanel');
    await expect(panel).toHaveAttribute(
      'aria-labelledby',
      (await tabs(app).nth(0).getAttribute('id'))!,
    );
    await app.keyboard.press('Delete');
    await expect(tabs(app)).toHaveCount(2);
  });

  test('opens a search hit in a new tab with Ctrl+Enter', async ({ app, open }) => {
    await open();
    await app.keyboard.press('/');
    await ui.searchBox(app).pressSequentially('stage 3 partit');
    await expect(ui.hits(app).first()).toContainText('Zero Redundancy Optimizer');
    await app.keyboard.press('Control+Enter');
    await expect(tabs(app)).toHaveCount(2);
    await expect(selectedTab(app)).toHaveText('Home');
    // The results stay open, for the next hit.
    await expect(ui.hits(app).first()).toBeVisible();
    await expect(tabs(app).nth(1)).toHaveText('Zero Redundancy Optimizer');
    await app.keyboard.press('Escape');
    await tabs(app).nth(1).click();
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
  });

  test('keep each page’s scroll place and survive a reload', async ({ app, open }) => {
    const long = `${process.env.FOLIO_E2E_SAMPLES_ORIGIN}${LONG_READ}`;
    await open(pageRoute(long));
    await expect(ui.title(app)).toHaveText('Long read');
    await scroller(app).evaluate((el) => el.scrollTo({ top: 1500 }));
    // A second tab, then back: the long read is where it was left.
    await app.getByRole('button', { name: 'New tab' }).click();
    await expect(app.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
    await tabs(app).first().click();
    await expect(ui.title(app)).toHaveText('Long read');
    await expect.poll(() => scroller(app).evaluate((el) => el.scrollTop)).toBe(1500);

    // Into another page and back within the tab: the place holds too.
    await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    await app.keyboard.press('Alt+ArrowLeft');
    await expect(ui.title(app)).toHaveText('Long read');
    await expect.poll(() => scroller(app).evaluate((el) => el.scrollTop)).toBe(1500);

    await app.reload();
    await expect(ui.title(app)).toHaveText('Long read');
    await expect(tabs(app)).toHaveCount(2);
    await expect(selectedTab(app)).toHaveText('Long read');
    await expect.poll(() => scroller(app).evaluate((el) => el.scrollTop)).toBe(1500);
    await app.keyboard.press('Alt+ArrowRight');
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    await app.screenshot({ path: `${shots}/tabs.png` });
  });
});
