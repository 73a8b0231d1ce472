import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { extractWorkerPlugin } from '../cli/build/extract-worker-plugin.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * The extraction worker becomes electron-vite's `?modulePath` import, which bundles it as its own
 * file next to the main bundle and gives its path, so syncing from the app extracts pages off the
 * main thread exactly as the CLI does.
 */
function extractWorkerEntry(): Plugin {
  return {
    ...extractWorkerPlugin({
      code: 'folioExtractWorker',
      prelude: "import folioExtractWorker from './extract-worker.ts?modulePath';",
    }),
    enforce: 'pre',
  };
}

/**
 * `npm run build:electron`: the main process (ESM, as package.json says "type": "module") and the
 * preload (CommonJS: a sandboxed preload cannot load ES modules), into dist/electron/ (dist/ is
 * already ignored by git, ESLint and Prettier). The UI is the renderer's own Vite build in
 * dist/renderer (renderer/vite.config.ts), which the main process serves as is.
 * Electron 45 is newer than electron-vite's Node-target table, so the target is given: Node 24.
 */
export default defineConfig({
  main: {
    root,
    plugins: [extractWorkerEntry()],
    build: {
      target: 'node24',
      outDir: resolve(root, 'dist/electron/main'),
      // Runtime dependencies stay in node_modules (better-sqlite3 must: it is a native addon).
      externalizeDeps: true,
      rolldownOptions: { input: { index: resolve(root, 'electron/main/index.ts') } },
    },
  },
  preload: {
    root,
    build: {
      target: 'node24',
      outDir: resolve(root, 'dist/electron/preload'),
      // A sandboxed preload can `require` only `electron` and a few built-ins: bundle the rest.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
});
