import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './app-fixture.ts';
import { serve, stop } from './spawn-serve.ts';
import { ui } from './ui.ts';

const folio = fileURLToPath(new URL('../bin/folio', import.meta.url));
const run = promisify(execFile);

/**
 * A subscriber's `folio serve`: the sync panel lists its feed as `folio status --feeds` does
 * (serial, the index's age, the last good pull, the last error), and a refused pull shows why.
 * The publisher is a real `folio sync` of the live fixture site, then `folio keygen` and
 * `folio publish` into a folder the subscriber reads.
 */
test('the sync panel lists a subscribed feed, its pulls, and a refused one', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'folio serve in a browser');
  const dir = mkdtempSync(join(tmpdir(), 'folio-e2e-feed-'));
  const catalog = join(dir, 'catalog.md');
  writeFileSync(
    catalog,
    `---\ntitle: Feed\n---\n\n## Live\n\n| Tool | One line | Docs |\n|---|---|---|\n| Live Docs | a site that stays up | <${process.env.FOLIO_E2E_LIVE_ORIGIN}/live/index.html> |\n`,
  );
  const feed = join(dir, 'feed');
  const home = join(dir, 'home');
  const env = { ...process.env, FOLIO_HOME: home };
  await run(folio, ['sync', '--catalog', catalog, '--cache', join(dir, 'publisher.db')]);
  await run(folio, ['keygen', '--out', join(dir, 'feed.key')]);
  const publish = ['publish', feed, '--cache', join(dir, 'publisher.db')];
  await run(folio, [...publish, '--key', join(dir, 'feed.key')]);
  await run(folio, ['subscribe', feed, '--key', join(dir, 'feed.key.pub')], { env });

  const { child, out } = await serve(
    ['--catalog', catalog, '--create'],
    join(dir, 'node.db'),
    home,
  );
  try {
    await page.goto(/at (http:\/\/\S+)/.exec(out)![1]!);
    await ui.syncToggle(page).click();
    const panel = ui.syncPanel(page);
    const feeds = panel.getByRole('region', { name: 'Feeds' });
    await expect(feeds).toContainText(feed);
    await expect(feeds).toContainText('No index verified yet');
    await expect(feeds).toContainText('last good pull never');

    await panel.getByRole('button', { name: 'Sync all' }).click();
    await expect(feeds).toContainText('Serial 1', { timeout: 20_000 });
    await expect(feeds).toContainText(/published (just now|\d+ (seconds?|minutes?) ago)/);
    await expect(feeds).toContainText(/last good pull (just now|\d+ seconds? ago)/);
    await expect(feeds.getByRole('status')).toHaveCount(0);
    // The run's row says what the pull brought, not a crawl's "0 / 0 pages, 0 B".
    const item = panel.locator('.progress-item', { hasText: 'Live Docs' });
    await expect(item.locator('.state-pill')).toHaveText('Done');
    await expect(item).toContainText('13 / 13 pages');
    await expect(item).toContainText(/feed serial 1.*[\d.]+ KiB downloaded/);
    await expect(ui.docset(page, 'Live Docs')).toContainText('13 pages');
    await page.screenshot({ path: 'test-results/screenshots/sync-feeds.png' });

    // A byte of the index changed on the way (or by someone): its signature no longer holds.
    const index = join(feed, 'index.json');
    writeFileSync(index, readFileSync(index, 'utf8').replace('"serial": 1', '"serial": 7'));
    await panel.getByRole('button', { name: 'Sync all' }).click();
    await expect(feeds.getByRole('status')).toContainText(
      'Last pull failed: its signature does not match its content',
      { timeout: 20_000 },
    );
    await expect(feeds).toContainText('Serial 1');
    await expect(item.locator('.state-pill')).toHaveText('Failed');
    await expect(item).toContainText(/feed serial 1.*0 B downloaded/);
    await expect(item).not.toContainText('pages');
    await panel.screenshot({ path: 'test-results/screenshots/sync-feeds-failed.png' });
  } finally {
    await stop(child);
  }
});
