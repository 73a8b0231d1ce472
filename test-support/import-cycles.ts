import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g;

/** The relative imports of every non-test .ts file under `root`, by path relative to it. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        const targets = [...text.matchAll(IMPORT)].map((m) => resolve(dirname(path), m[1]!));
        graph.set(path, targets);
      }
    }
  };
  walk(root);
  return new Map(
    [...graph].map(([from, to]) => [relative(root, from), to.map((t) => relative(root, t))]),
  );
}

/**
 * Import cycles among the files under `root` (type imports included: a cycle of types is still
 * two modules that cannot be read one without the other), each as the files around it.
 */
export function importCycles(root: string): string[][] {
  const graph = importGraph(root);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
