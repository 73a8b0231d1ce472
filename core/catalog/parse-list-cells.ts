import { isDocsVersion } from './docset-version.ts';
import { stripInlineMarkdown } from './strip-inline-markdown.ts';

/** PEP 508's distribution name: letters and digits, `.`, `_` and `-` inside. */
const DISTRIBUTION = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/**
 * The name pip and importlib.metadata agree on (PEP 503): `Megatron_Core` and `megatron.core`
 * are the distribution `megatron-core`, whichever spelling its METADATA or the catalog uses.
 */
export function normalizeDistribution(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** The Package cell: `` `deepspeed` ``, `` `nemo-toolkit`, `nemo_run` ``; empty means none. */
export function parsePackagesCell(cell: string): { packages: string[] } | { error: string } {
  const items = splitList(cell);
  const bad = items.find((item) => !DISTRIBUTION.test(item));
  if (bad !== undefined) {
    return { error: `Package cell: ${JSON.stringify(bad)} is not a Python distribution name` };
  }
  return { packages: [...new Set(items.map(normalizeDistribution))] };
}

/** The Versions cell: `0.14, 0.15`; each becomes its own docset `id@version`. */
export function parseVersionsCell(cell: string): { versions: string[] } | { error: string } {
  const items = splitList(cell);
  const bad = items.find((item) => !isDocsVersion(item));
  if (bad !== undefined) return { error: `Versions cell: ${JSON.stringify(bad)} is not a version` };
  return { versions: [...new Set(items)] };
}

/** Items separated by commas (or spaces), each as plain text: backticks are only markup. */
function splitList(cell: string): string[] {
  return stripInlineMarkdown(cell)
    .split(/[,\s]+/)
    .filter((item) => item !== '');
}
