import type { Locator, Page } from '@playwright/test';

/** Where things are in Folio's window, named once so the specs read as what a user does. */
export const ui = {
  sidebar: (app: Page): Locator => app.getByRole('navigation', { name: 'Documentation' }),
  docset: (app: Page, name: string): Locator =>
    app.locator('button.docset-toggle', { hasText: name }),
  searchBox: (app: Page): Locator =>
    app.getByRole('combobox', { name: 'Search the documentation' }),
  hits: (app: Page): Locator =>
    app.getByRole('listbox', { name: 'Search results' }).getByRole('option'),
  content: (app: Page): Locator => app.locator('article.page-content'),
  title: (app: Page): Locator => app.locator('article.page-content h1'),
  outline: (app: Page): Locator => app.getByRole('navigation', { name: 'On this page' }),
  syncToggle: (app: Page): Locator =>
    app.locator('header.topbar').getByRole('button', { name: /Sync/ }),
  syncPanel: (app: Page): Locator => app.getByRole('complementary', { name: 'Sync' }),
  /** Opens a page from the sidebar: the docset, then each table-of-contents group on the way. */
  async openFromToc(app: Page, docset: string, path: readonly string[]): Promise<void> {
    const sidebar = ui.sidebar(app);
    const toggle = ui.docset(app, docset);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    for (const group of path.slice(0, -1)) {
      // The contents load after the docset opens: wait until the group is there, open or not.
      const expand = sidebar.getByRole('button', { name: `Expand ${group}`, exact: true });
      const collapse = sidebar.getByRole('button', { name: `Collapse ${group}`, exact: true });
      await expand.or(collapse).first().waitFor();
      if (await expand.isVisible()) await expand.click();
    }
    await sidebar.getByRole('link', { name: path.at(-1), exact: true }).click();
  },
};
