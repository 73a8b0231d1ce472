// `npm start`: builds the app and opens it in Electron, or says plainly why it cannot.
// Run by Node 24 directly (type stripping), so only erasable TypeScript here.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { findElectronBinary } from './find-electron-binary.ts';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

const electron = findElectronBinary(packageDir('electron'), process.env);
if (electron === undefined) {
  console.error(
    'The Electron binary is not installed here (it downloads on first use and this machine cannot reach GitHub). Use `npm run serve` to open Folio in a browser instead.',
  );
  process.exit(1);
}

/** Runs a package's CLI with this same Node, so no shell and no platform-specific .cmd shims. */
function run(script: string, args: string[]): void {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(join(packageDir('vite'), 'bin', 'vite.js'), ['build', '--config', 'renderer/vite.config.ts']);
run(join(packageDir('electron-vite'), 'bin', 'electron-vite.js'), [
  'build',
  '--config',
  'electron/electron.vite.config.ts',
]);

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE; // set, it would make Electron a plain Node and ignore the app
const child = spawn(electron, [join(root, 'dist', 'electron', 'main', 'index.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
