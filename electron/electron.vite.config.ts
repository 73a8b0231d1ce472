import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');

/**
 * core/extract/extract-pool.ts starts its workers with `new URL('./extract-worker.ts',
 * import.meta.url)`, which works where the .ts sources run (Node 24, vitest, the CLI) but points
 * at nothing in a bundle. Here it becomes electron-vite's `?modulePath` import, which bundles the
 * worker as its own file next to the main bundle and gives its path, so syncing from the app
 * extracts pages off the main thread exactly as the CLI does. core/ stays free of bundler syntax.
 */
function extractWorkerEntry(): Plugin {
  const pattern = /new URL\(\s*'\.\/extract-worker\.ts',\s*import\.meta\.url\s*\)/;
  return {
    name: 'folio:extract-worker-entry',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/core/extract/extract-pool.ts')) return null;
      if (!pattern.test(code)) {
        this.error('extract-pool.ts no longer starts its worker the way this plugin expects');
      }
      return {
        code: `import folioExtractWorker from './extract-worker.ts?modulePath';\n${code.replace(pattern, 'folioExtractWorker')}`,
        map: null,
      };
    },
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
