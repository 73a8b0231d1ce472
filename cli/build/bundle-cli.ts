import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import { describeInputs } from './build-inputs.ts';
import { extractWorkerPlugin } from './extract-worker-plugin.ts';

export interface CliBundle {
  /** Files written to the output folder, inputs.json included. */
  files: number;
  /** The project's own source files the bundle was built from. */
  sources: number;
}

/**
 * Bundles the `folio` command into `outDir` (inside the checkout, so `better-sqlite3` resolves from
 * its node_modules) and records the sources it was built from in `outDir/inputs.json`.
 */
export async function bundleCli(root: string, outDir: string): Promise<CliBundle> {
  const result = await build({
    cwd: root,
    // The extraction worker is its own entry: a Worker is started from a file, next to the chunks.
    input: {
      folio: join(root, 'cli', 'main.ts'),
      'extract-worker': join(root, 'core', 'extract', 'extract-worker.ts'),
    },
    platform: 'node',
    plugins: [extractWorkerPlugin({ code: "new URL('./extract-worker.js', import.meta.url)" })],
    // A native addon is loaded from its package at run time; it cannot be inlined. playwright-core
    // reads its own files beside its code (__dirname), so it too loads from node_modules, and
    // only when a docset renders.
    external: ['better-sqlite3', 'playwright-core'],
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      // Every chunk in one folder, so a file found relative to one chunk is found from all of them.
      chunkFileNames: '[name]-[hash].js',
      cleanDir: true,
    },
  });
  const moduleIds = result.output.flatMap((chunk) =>
    chunk.type === 'chunk' ? chunk.moduleIds : [],
  );
  const inputs = describeInputs(root, moduleIds);
  writeFileSync(join(outDir, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
  return { files: result.output.length + 1, sources: inputs.files.length };
}
