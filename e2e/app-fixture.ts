import { _electron as electron, test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from '../electron/find-electron-binary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const electronBinary = findElectronBinary(join(root, 'node_modules', 'electron'), process.env);
const electronMain = join(root, 'dist', 'electron', 'main', 'index.js');

/**
 * `app` is Folio's window, whichever way it runs: a Chromium tab on `folio serve`, or the
 * Electron app's first window (same specs, as VS Code drives its web and desktop builds).
 * `open(hash)` navigates within the app.
 */
export const test = base.extend<{ app: Page; open: (route?: string) => Promise<void> }>({
  app: async ({ page }, use, testInfo) => {
    if (testInfo.project.name !== 'electron') {
      await use(page);
      return;
    }
    test.skip(
      electronBinary === undefined,
      'the Electron binary is not installed here (it downloads from GitHub on first use, which this machine cannot reach)',
    );
    test.skip(!existsSync(electronMain), 'run `npm run build:electron` first');
    const app = await electron.launch({
      executablePath: electronBinary,
      args: [electronMain],
      env: { ...process.env, FOLIO_CACHE: process.env.FOLIO_E2E_CACHE ?? '' },
    });
    await use(await app.firstWindow());
    await app.close();
  },
  open: async ({ app }, use, testInfo) => {
    const base =
      testInfo.project.name === 'electron'
        ? 'folio://app/index.html'
        : (process.env.FOLIO_E2E_URL ?? '');
    await use(async (route = '') => {
      await app.goto(`${base}${route}`);
      // Keyboard shortcuts are live once the catalog has rendered; a narrow window keeps the
      // catalog in a closed drawer, behind the button that opens it.
      await app
        .getByRole('navigation', { name: 'Documentation' })
        .or(app.getByRole('button', { name: 'Show the sidebar' }))
        .first()
        .waitFor();
    });
  },
});

export { expect };
