import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../test-support/chromium-launch.ts';

/**
 * The specs run in Debian's Chromium against `folio serve` (Playwright's own browser download
 * cannot work here), and the same specs run against the Electron app where its binary exists
 * (project "electron"; it reports why it skipped otherwise). The flags keep Chromium from
 * reaching for Google's services at start, which this machine's closed network refuses.
 */
const chromium = {
  launchOptions: { executablePath: chromiumPath('FOLIO_CHROMIUM'), args: [...chromiumArgs] },
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1400, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium },
    // The Electron project still gets the Chromium launch options: fixtures resolve `page`
    // before a spec can skip, and Playwright's own browser cannot be downloaded here.
    { name: 'electron', use: chromium },
  ],
});
