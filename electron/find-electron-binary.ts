import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the Electron executable is, or undefined when it is not installed. This mirrors
 * node_modules/electron/index.js without its side effect: `require('electron')` from Node
 * downloads the binary when it is missing, which fails on a machine that cannot reach GitHub.
 *
 * @param electronDir the electron package folder (node_modules/electron)
 */
export function findElectronBinary(
  electronDir: string,
  env: NodeJS.ProcessEnv,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const pathFile = join(electronDir, 'path.txt');
  const executable = exists(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const candidate = join(override, executable ?? defaultExecutable());
    return exists(candidate) ? candidate : undefined;
  }
  if (executable === undefined || executable === '') return undefined;
  const candidate = join(electronDir, 'dist', executable);
  return exists(candidate) ? candidate : undefined;
}

/** What electron/install.js writes to path.txt on each platform. */
function defaultExecutable(): string {
  if (process.platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  return process.platform === 'win32' ? 'electron.exe' : 'electron';
}
