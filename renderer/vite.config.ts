import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds the UI to dist/renderer. `base: './'` keeps every asset URL relative, so the same build
 * loads from `folio serve` (also behind a path prefix) and from the desktop shell's own protocol.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    // Everything ships in the app: no CDN, no remote font, nothing fetched while reading.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 800,
  },
});
