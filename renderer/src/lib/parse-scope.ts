import type { DocsetSummary } from '../../../core/api/folio-api.ts';

const scopePrefix = /^\s*([\p{L}\p{N}][\p{L}\p{N}._-]*)\s*:(?!\/\/)\s*/u;

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Recognises a `docset:` prefix as the user types it, so the box can turn it into a chip. Matches
 * the engine's forgiving rules (exact id or name, the one id it starts, the one id holding it as a
 * segment, then the one id with a segment it starts); anything else stays part of the query.
 */
export function parseScope(
  input: string,
  docsets: readonly DocsetSummary[],
): { docset: DocsetSummary; rest: string } | undefined {
  const match = scopePrefix.exec(input);
  const typed = slug(match?.[1] ?? '');
  if (!match || !typed) return undefined;
  const candidates = [
    docsets.filter((d) => d.id === typed || slug(d.name) === typed),
    docsets.filter((d) => d.id.startsWith(typed) || slug(d.name).startsWith(typed)),
    docsets.filter((d) => `-${d.id}-`.includes(`-${typed}-`)),
    // Further than the engine goes, because the chip shows what was understood: `tut` → Tutorial.
    docsets.filter((d) => `-${d.id}`.includes(`-${typed}`)),
  ];
  for (const found of candidates) {
    const [only] = found;
    if (found.length === 1 && only) return { docset: only, rest: input.slice(match[0].length) };
  }
  return undefined;
}
