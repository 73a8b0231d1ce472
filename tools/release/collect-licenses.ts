import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LockEntry, productionPackages } from './select-files.ts';

/**
 * THIRD-PARTY-LICENSES.txt: the licence text of every production package, since their code is in
 * the release (bundled into dist/ or as better-sqlite3 itself), and of the Node runtime.
 */
export function collectLicenses(root: string, nodeLicense: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const parts = [`Node.js\n\n${nodeLicense.trim()}`];
  for (const id of productionPackages(lock.packages)) {
    const name = id.slice(0, id.lastIndexOf('@'));
    const dir = join(root, 'node_modules', name);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir).filter((file) => /^(LICEN[CS]E|COPYING|NOTICE)/i.test(file));
    const license = lock.packages[`node_modules/${name}`]?.license ?? 'see the package';
    const texts = files.map((file) => readFileSync(join(dir, file), 'utf8').trim());
    parts.push(`${id} (${license})\n\n${texts.join('\n\n') || 'No licence file in the package.'}`);
  }
  return `${parts.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`;
}
