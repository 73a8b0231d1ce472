// `npm run release`: one archive per platform in release/, each a folder holding the Node runtime,
// the built CLI and reader, better-sqlite3 for that platform only, playwright-core (for docsets
// rendered in a browser), the catalog and the licences, plus release/SHA256SUMS. Run by the
// pinned Node, so the build itself needs no system Node 24.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBytes } from '../../core/fetch/format-units.ts';
import { checkRelease } from './check-release.ts';
import { collectLicenses } from './collect-licenses.ts';
import { fetchRuntime } from './fetch-runtime.ts';
import { formatSha256Sums, sha256File } from './sha256sums.ts';
import { sizeReport } from './size-report.ts';
import { stageRelease } from './stage-release.ts';
import { archiveName, TARGETS } from './targets.ts';

/** An archive over this does not fit the budget issue 28 set for carrying Folio on any medium. */
const BUDGET = 60 * 1024 * 1024;

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'release');
const cacheDir = join(root, 'node_modules', '.cache', 'folio-release');
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const version = readJson(join(root, 'package.json')).version as string;
const nodeVersion = readJson(join(root, 'node_modules', 'node', 'package.json')).version as string;

for (const script of ['build:cli', 'build:renderer'])
  execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });

// Only this build's own files: electron-builder (`npm run dist`) writes its packages here too.
for (const file of [...TARGETS.map((t) => archiveName(version, t)), 'SHA256SUMS', '.stage'])
  rmSync(join(outDir, file), { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const licenseRuntime = fetchRuntime(TARGETS[0]!, nodeVersion, cacheDir);
const licenses = collectLicenses(root, readFileSync(join(licenseRuntime, 'LICENSE'), 'utf8'));

const sums: Array<{ file: string; sha256: string }> = [];
let failed = false;
for (const target of TARGETS) {
  const name = `folio-${version}-${target.id}`;
  const stage = join(outDir, '.stage', name);
  const runtimeDir = fetchRuntime(target, nodeVersion, cacheDir);
  stageRelease({ root, target, version, nodeVersion, runtimeDir, licenses, out: stage });
  const problems = checkRelease(stage, target, readJson(join(root, 'package.json')));
  const file = join(outDir, archiveName(version, target));
  if (target.archive === 'zip')
    execFileSync('zip', ['-q', '-r', '-9', file, name], { cwd: join(outDir, '.stage') });
  else execFileSync('tar', ['czf', file, '-C', join(outDir, '.stage'), name]);
  const size = statSync(file).size;
  sums.push({ file, sha256: await sha256File(file) });
  process.stdout.write(`\n${archiveName(version, target)}: ${formatBytes(size)}\n`);
  for (const part of sizeReport(stage).slice(0, 6))
    process.stdout.write(
      `  ${part.part.padEnd(34)} ${formatBytes(part.bytes).padStart(10)}  ~${formatBytes(part.gzipped)} packed\n`,
    );
  if (size > BUDGET)
    problems.push(`${formatBytes(size)} is over the ${formatBytes(BUDGET)} budget`);
  for (const problem of problems) process.stderr.write(`  problem: ${problem}\n`);
  failed ||= problems.length > 0;
}
rmSync(join(outDir, '.stage'), { recursive: true, force: true });
writeFileSync(join(outDir, 'SHA256SUMS'), formatSha256Sums(sums));
process.stdout.write(`\nwrote ${sums.length} archives and SHA256SUMS to release/\n`);
if (failed) process.exitCode = 1;
