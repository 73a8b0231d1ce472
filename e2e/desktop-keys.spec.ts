import type { Page } from '@playwright/test';
import { expect, test } from './app-fixture.ts';
import { ui } from './ui.ts';

interface FindCall {
  text?: string;
  forward?: boolean;
  findNext?: boolean;
  stop?: true;
}

declare global {
  interface Window {
    /** What the stand-in shell was asked to find, in order. */
    folioFinds?: FindCall[];
    /** Delivers a count as main would after webContents' 'found-in-page'. */
    folioFound?: (matches: number, active: number) => void;
    /** Sends a menu command as main would. */
    folioMenu?: (command: string) => void;
  }
}

/**
 * The desktop app's side of the renderer, without Electron (its binary cannot be fetched here):
 * a stand-in for the preload's `window.folio` that carries the contract over serve's HTTP API, as
 * the real one carries it over IPC, and records what the page asks of the shell itself. The
 * shell's own half (menu, IPC, webContents.findInPage) is unit-tested in electron/.
 */
async function asDesktop(app: Page): Promise<void> {
  await app.addInitScript(() => {
    const finds: FindCall[] = [];
    window.folioFinds = finds;
    let onFound: ((result: { matches: number; active: number }) => void) | undefined;
    let onMenu: ((command: string) => void) | undefined;
    window.folioFound = (matches, active) => onFound?.({ matches, active });
    window.folioMenu = (command) => onMenu?.(command);
    const shell: Record<string, unknown> = {
      assetUrl: (url: string) => `asset?url=${encodeURIComponent(url)}`,
      onSyncState: () => () => undefined,
      openExternal: () => Promise.resolve(),
      onCommand: (callback: (command: string) => void) => ((onMenu = callback), () => undefined),
      findInPage: (request: FindCall) => (finds.push({ ...request }), Promise.resolve()),
      stopFindInPage: () => (finds.push({ stop: true }), Promise.resolve()),
      onFindResult: (callback: typeof onFound) => ((onFound = callback), () => undefined),
    };
    const api = async (method: string, input: unknown) => {
      const response = await fetch(`api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input ?? {}),
      });
      const body = (await response.json()) as { error?: { code: string; message: string } };
      if (!response.ok) throw Object.assign(new Error(body.error?.message), body.error);
      return body;
    };
    (window as unknown as { folio: unknown }).folio = new Proxy(shell, {
      get: (target, name: string) =>
        name in target ? target[name] : (input: unknown) => api(name, input),
    });
  });
}

test.describe('the desktop app’s keys, with a stand-in shell', () => {
  test.beforeEach(async ({ app }, testInfo) => {
    test.skip(testInfo.project.name === 'electron', 'the real shell is there: no stand-in');
    await asDesktop(app);
  });

  test('Ctrl+F finds in the page through the shell: count, next, previous, Esc', async ({
    app,
    open,
  }) => {
    await open();
    await ui.openFromToc(app, 'Fixture Docs', ['guide', 'Zero Redundancy Optimizer']);
    await expect(ui.title(app)).toHaveText('Zero Redundancy Optimizer');
    await app.keyboard.press('Control+f');
    const bar = app.getByRole('search', { name: 'Find in page' });
    const box = bar.getByRole('textbox', { name: 'Find in page' });
    await expect(box).toBeFocused();
    await box.pressSequentially('ze');
    await app.evaluate(() => window.folioFound?.(5, 1));
    await expect(bar).toContainText('1 of 5');
    await app.keyboard.press('Enter');
    await app.keyboard.press('Shift+Enter');
    await app.keyboard.press('F3');
    await app.evaluate(() => window.folioFound?.(0, 0));
    await expect(bar).toContainText('No matches');
    await app.screenshot({ path: 'test-results/screenshots/find-in-page.png' });
    await app.keyboard.press('Escape');
    await expect(bar).toHaveCount(0);
    // Ctrl+K is the docs search, not find.
    await app.keyboard.press('Control+k');
    await expect(ui.searchBox(app)).toBeFocused();
    expect(await app.evaluate(() => window.folioFinds)).toEqual([
      { text: 'z', forward: true, findNext: false },
      { text: 'ze', forward: true, findNext: false },
      { text: 'ze', forward: true, findNext: true },
      { text: 'ze', forward: false, findNext: true },
      { text: 'ze', forward: true, findNext: true },
      { stop: true },
      { stop: true },
    ]);
  });

  test('the Ctrl tab keys, Ctrl+D and menu commands act in the app', async ({ app, open }) => {
    await open();
    await app.evaluate(() => fetch('api/clearHistory', { method: 'POST', body: '{}' }));
    await ui.openFromToc(app, 'Fixture Docs', ['Fixture documentation']);
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    const tabs = app.getByRole('tablist', { name: 'Open pages' }).getByRole('tab');
    await app.keyboard.press('Control+t');
    await expect(tabs).toHaveCount(2);
    await expect(ui.searchBox(app)).toBeFocused();
    await app.keyboard.press('Control+Tab');
    await expect(ui.title(app)).toHaveText('Fixture documentation');
    await app.keyboard.press('Control+PageDown');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await app.keyboard.press('Control+w');
    await expect(tabs).toHaveCount(1);
    await app.keyboard.press('Control+Shift+T');
    await expect(tabs).toHaveCount(2);
    await app.evaluate(() => window.folioMenu?.('closeTab'));
    await expect(tabs).toHaveCount(1);
    await app.evaluate(() => window.folioMenu?.('not-a-command'));

    const mark = app.getByRole('button', { name: 'Bookmark this page' });
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
    await app.keyboard.press('Control+d');
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    await app.evaluate(() => window.folioMenu?.('bookmark'));
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
  });
});
