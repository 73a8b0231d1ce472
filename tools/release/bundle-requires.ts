/**
 * Packages the CLI bundle loads at run time through a `require` the bundler could not follow
 * (createRequire), which a release must therefore ship in node_modules. Node's own modules and
 * the packages it does ship are fine; anything else would fail only when that code path runs.
 */
export function unshippedRequires(code: string, shipped: readonly string[]): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/createRequire\([^)]*\)\(\s*["']([^"']+)["']\s*\)/g)) {
    const id = match[1]!;
    if (id.startsWith('node:') || id.startsWith('.')) continue;
    const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;
    if (!shipped.includes(name)) found.add(name);
  }
  return [...found].sort();
}
