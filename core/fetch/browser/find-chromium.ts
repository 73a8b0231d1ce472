import { access, constants } from 'node:fs/promises';
import { RenderUnavailable } from '../page-renderer.ts';

/**
 * Where Chromium is installed by the systems Folio runs on: Debian and Ubuntu's packages (and
 * Ubuntu's snap), Google's Chrome, macOS's app bundles. Playwright's own download is not used:
 * it needs a network a cluster's login node or an air-gapped machine does not have.
 */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The browser to render with: FOLIO_CHROMIUM when set (and then only it, so a wrong path is an
 * error rather than a silent fall-back), else the first installed candidate.
 */
export async function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = CANDIDATES,
): Promise<string> {
  const chosen = env.FOLIO_CHROMIUM?.trim();
  if (chosen) {
    if (await isExecutable(chosen)) return chosen;
    throw new RenderUnavailable(`FOLIO_CHROMIUM is ${chosen}, which is not an executable file`);
  }
  for (const path of candidates) {
    if (await isExecutable(path)) return path;
  }
  throw new RenderUnavailable(`no Chromium found (looked for ${candidates.join(', ')})`);
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
