import { expect, test } from './app-fixture.ts';
import { ui } from './ui.ts';

test('the sync panel lists what the last sync added, and a title opens in the reader', async ({
  app,
  open,
}) => {
  await open();
  // Synced just before the specs ran: fresh, so no "stale" badge.
  await expect(ui.sidebar(app).locator('.badge-stale')).toHaveCount(0);
  await ui.syncToggle(app).click();
  const changes = ui
    .syncPanel(app)
    .getByRole('region', { name: 'What changed since the last sync' });
  const fixture = changes.locator('.changes-item', { hasText: 'Fixture Docs' });
  await expect(fixture).toContainText('5 added');
  await fixture.locator('summary').first().click();
  await fixture.getByText('Added (5)').click();
  await fixture.getByRole('link', { name: 'Pipeline parallelism' }).click();
  await expect(ui.title(app)).toHaveText('Pipeline parallelism');
});
