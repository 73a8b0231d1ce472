import { expect, test } from './app-fixture.ts';
import { ui } from './ui.ts';

test('starts a sync of one docset and watches its progress finish', async ({ app, open }) => {
  await open();
  await expect(ui.docset(app, 'Live Docs')).toContainText('not synced');
  await ui.syncToggle(app).click();
  const panel = ui.syncPanel(app);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Sync Live Docs' }).click();
  const item = panel.locator('.progress-item', { hasText: 'Live Docs' });
  await expect(item.locator('.state-pill')).toHaveText('Done', { timeout: 20_000 });
  await expect(item).toContainText('13 / 13 pages');
  await app.screenshot({ path: 'test-results/screenshots/sync.png' });
  await panel.getByRole('button', { name: 'Close the sync panel' }).click();
  await ui.docset(app, 'Live Docs').click();
  await expect(ui.sidebar(app).getByRole('link', { name: 'Live page 3' })).toBeVisible();
});

test('says what schedules syncs under serve instead of a setting that does nothing there', async ({
  app,
  open,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'the desktop app offers its own schedule');
  await open();
  await ui.syncToggle(app).click();
  const panel = ui.syncPanel(app);
  // The specs' serve has no --sync-every: it syncs only when asked.
  await expect(panel).toContainText('Automatic sync is off: this server syncs only when asked.');
  await expect(panel).toContainText('--sync-every 24h');
  await expect(panel.getByRole('combobox', { name: 'Automatic sync' })).toHaveCount(0);
  await panel.screenshot({ path: 'test-results/screenshots/sync-schedule-serve.png' });
});

test('Esc closes the sync panel wherever the focus is, and leaves a search box its own Esc', async ({
  app,
  open,
}) => {
  await open();
  await ui.syncToggle(app).click();
  const panel = ui.syncPanel(app);
  await expect(panel).toBeVisible();
  // Focus on the page behind the panel, not in it.
  await app.locator('#main').focus();
  await app.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await ui.syncToggle(app).click();
  await expect(panel).toBeVisible();
  const search = app.getByRole('combobox').or(app.getByRole('searchbox')).first();
  await search.fill('zero');
  await search.press('Escape');
  await expect(panel).toBeVisible();
});
