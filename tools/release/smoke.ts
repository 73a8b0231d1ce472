// `npm run release:smoke`, after `npm run release`, as root on Debian (CI does both): every archive
// unpacked into an empty folder and checked; linux-x64 then used for real inside `unshare --net`
// (smoke-offline.ts), linux-arm64's Node and SQLite run under qemu-user, win-x64's zip inspected.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import { writeCatalog } from '../../cli/testing/run-folio.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { checkRelease } from './check-release.ts';
import { archiveName, type ReleaseTarget, TARGETS } from './targets.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  devDependencies: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), 'folio-smoke-'));

function step(name: string, ok: boolean, detail = ''): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}\n`);
  if (!ok) process.exitCode = 1;
}

/** The bundle an air-gapped user carries over: made by the checkout from a local fixture site. */
async function makeBundle(): Promise<{ bundle: string; pageUrl: string }> {
  const site = await serveSite({ files: smallDocsSite() });
  try {
    const catalog = writeCatalog([
      ['Fixture Docs', 'a local fixture', `<${site.url}/docs/index.html>`],
    ]);
    const cache = join(work, 'source.db');
    const bundle = join(work, 'fixture.folio');
    const folio = join(root, 'bin', 'folio');
    // Asynchronously: the fixture site answers from this very process.
    const run = promisify(execFile);
    await run(folio, ['sync', '--catalog', catalog, '--cache', cache]);
    await run(folio, ['export', '--out', bundle, '--cache', cache]);
    return { bundle, pageUrl: `${site.url}/docs/guide/zero.html` };
  } finally {
    await site.close();
  }
}

/** Unpacks one archive into its own empty folder and returns the release folder inside it. */
function unpack(t: ReleaseTarget): string {
  const into = mkdtempSync(join(work, `${t.id}-`));
  const file = join(root, 'release', archiveName(pkg.version, t));
  if (t.archive === 'zip') execFileSync('unzip', ['-q', file, '-d', into]);
  else execFileSync('tar', ['xf', file, '-C', into]);
  const dir = join(into, `folio-${pkg.version}-${t.id}`);
  const problems = checkRelease(dir, t, pkg);
  step(
    `${t.id}: only its own binaries, no devDependency`,
    problems.length === 0,
    problems.join('; '),
  );
  return dir;
}

const { bundle, pageUrl } = await makeBundle();
const dirs = new Map(TARGETS.map((t) => [t.id, unpack(t)]));

// linux-x64, offline for real. The driver is the checkout's Node; the release runs on its own.
const offline = join(root, 'tools', 'release', 'smoke-offline.ts');
try {
  execFileSync(
    'unshare',
    [
      '--net',
      'sh',
      '-c',
      'ip link set lo up && exec "$0" "$@"',
      process.execPath,
      offline,
      dirs.get('linux-x64')!,
      bundle,
      pageUrl,
    ],
    { stdio: 'inherit' },
  );
} catch {
  step('linux-x64 offline run', false, 'see above');
}

// linux-arm64 under qemu-user: the bundled Node and the arm64 better-sqlite3 build really load.
const arm = dirs.get('linux-arm64')!;
const armHome = mkdtempSync(join(work, 'arm-home-'));
const qemu = (...args: string[]) =>
  execFileSync(
    'qemu-aarch64',
    [
      '-L',
      '/usr/aarch64-linux-gnu',
      join(arm, 'node', 'bin', 'node'),
      join(arm, 'dist', 'cli', 'folio.js'),
      ...args,
    ],
    {
      env: { PATH: '/usr/bin:/bin', HOME: armHome },
      encoding: 'utf8',
    },
  );
const armVersion = qemu('--version');
step(
  'linux-arm64 --version under qemu',
  /platform linux-arm64/.test(armVersion) && /sqlite 3\./.test(armVersion),
  armVersion.trim().split('\n').slice(2).join(' | '),
);
qemu('import', bundle);
const armHits = JSON.parse(qemu('search', 'zero stage', '--json')) as unknown[];
step('linux-arm64 import and search under qemu', armHits.length > 0, `${armHits.length} hits`);

// win-x64 cannot run here: its zip must hold the Windows runtime, addon and launcher.
const win = dirs.get('win-x64')!;
const expected = [
  'node/node.exe',
  'node_modules/better-sqlite3/prebuilds/win32-x64.node',
  'bin/folio.cmd',
  'folio-release.json',
];
const missing = expected.filter((file) => !existsSync(join(win, file)));
step(
  'win-x64 holds node.exe, the win32-x64 addon and folio.cmd',
  missing.length === 0,
  missing.join(', '),
);

// Three unpacked releases are ~400 MB: not worth leaving in /tmp at every run.
rmSync(work, { recursive: true, force: true });
