import type { Page } from '@playwright/test';
import { expect, test } from './app-fixture.ts';
import { serve, stop } from './spawn-serve.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';

/** The link as a browser on this machine opens it (the printed name may not resolve here). */
function local(link: string): string {
  const url = new URL(link);
  url.hostname = '127.0.0.1';
  return url.href;
}

const sidebarView = (app: Page, name: string) =>
  app.getByRole('group', { name: 'Sidebar shows' }).getByRole('button', { name });

test.describe('serving to others', () => {
  test.beforeEach(({ browserName }, testInfo) => {
    test.skip(
      testInfo.project.name === 'electron' || browserName !== 'chromium',
      'folio serve in a browser only',
    );
  });

  test('a read-only cache says so and offers no sync, add or import', async ({ page }) => {
    const { child, out } = await serve(['--read-only']);
    try {
      await page.goto(/at (http:\/\/\S+)/.exec(out)![1]!);
      await expect(page.getByRole('status').filter({ hasText: 'Read-only' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add documentation' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Import a bundle' })).toHaveCount(0);
      await expect(page.getByRole('note').first()).toContainText('This cache is read-only');
      await expect(page.getByRole('button', { name: /^Sync Fixture Docs$/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Sync', exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'Sync' });
      await expect(panel.getByRole('button', { name: 'Sync all' })).toHaveCount(0);
      await expect(panel.getByRole('note')).toContainText(
        'syncing, adding, removing and importing are off',
      );
      await expect(panel).not.toContainText('A sync is already running');
      await page.screenshot({ path: `${shots}/read-only-serve.png` });
    } finally {
      await stop(child);
    }
  });

  test('a team link reads but cannot manage, and each browser keeps its own history', async ({
    browser,
  }) => {
    const { child, out } = await serve(['--host', '0.0.0.0']);
    try {
      const team = local(/at (http:\/\/\S+)/.exec(out)![1]!);
      const admin = local(/Admin link[^\n]*(http:\/\/\S+)/.exec(out)![1]!);
      const alice = await (await browser.newContext()).newPage();
      const bob = await (await browser.newContext()).newPage();
      const boss = await (await browser.newContext()).newPage();

      await alice.goto(team);
      await expect(alice.getByRole('status').filter({ hasText: 'Reader link' })).toBeVisible();
      await expect(alice.getByRole('button', { name: 'Add documentation' })).toHaveCount(0);
      await ui.openFromToc(alice, 'Fixture Docs', ['guide', 'Zero Redundancy Optimizer']);
      await expect(ui.title(alice)).toHaveText('Zero Redundancy Optimizer');
      await sidebarView(alice, 'History').click();
      await expect(alice.getByRole('region', { name: 'History' }).getByRole('link')).toHaveText([
        /^Zero Redundancy Optimizer/,
      ]);

      await bob.goto(team);
      await sidebarView(bob, 'History').click();
      await expect(bob.getByRole('region', { name: 'History' }).getByRole('link')).toHaveCount(0);
      await bob.screenshot({ path: `${shots}/team-reader.png` });

      await boss.goto(admin);
      await expect(boss.getByRole('status').filter({ hasText: 'Reader link' })).toHaveCount(0);
      await expect(boss.getByRole('button', { name: 'Add documentation' })).toBeVisible();
    } finally {
      await stop(child);
    }
  });
});
