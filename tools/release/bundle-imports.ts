import { builtinModules } from 'node:module';

/**
 * Packages the CLI bundle loads at run time that a release must therefore ship in node_modules:
 * the bundler's externals, reached by `import … from "x"`, `import("x")` or a `require` it could
 * not follow (createRequire). Node's own modules and the packages the release does ship are fine;
 * anything else would fail only when that code path runs (a render, for playwright-core).
 */
export function unshippedImports(code: string, shipped: readonly string[]): string[] {
  const found = new Set<string>();
  const specifiers = [
    /createRequire\([^)]*\)\(\s*["']([^"']+)["']\s*\)/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    // The bundler writes a static import of an external at the start of a line; anywhere else
    // it is text inside a string or comment of a bundled package (its docs' examples).
    /^(?:import|export)\s[^"';\n]*?\bfrom\s*["']([^"'\n]+)["']/gm,
    /^import\s*["']([^"'\n]+)["']/gm,
  ].flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
  for (const id of specifiers) {
    if (id.startsWith('node:') || id.startsWith('.') || id.startsWith('/')) continue;
    const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;
    if (builtinModules.includes(name) || shipped.includes(name)) continue;
    found.add(name);
  }
  return [...found].sort();
}
