/**
 * core/extract/extract-pool.ts starts its workers with `new URL('./extract-worker.ts',
 * import.meta.url)`, which works where the .ts sources run (Node 24, vitest) but points at nothing
 * in a bundle. A bundler build rewrites that expression to `replacement`, an expression naming the
 * bundled worker, so core/ stays free of bundler syntax. Both the CLI bundle and the Electron main
 * process are built with it.
 */
export function extractWorkerPlugin(replacement: { code: string; prelude?: string }) {
  const pattern = /new URL\(\s*'\.\/extract-worker\.ts',\s*import\.meta\.url\s*\)/;
  return {
    name: 'folio:extract-worker-entry',
    transform(
      this: { error(message: string): never },
      code: string,
      id: string,
    ): { code: string; map: null } | null {
      if (!id.endsWith('/core/extract/extract-pool.ts')) return null;
      if (!pattern.test(code)) {
        this.error('extract-pool.ts no longer starts its worker the way this plugin expects');
      }
      const body = code.replace(pattern, replacement.code);
      return { code: replacement.prelude ? `${replacement.prelude}\n${body}` : body, map: null };
    },
  };
}
