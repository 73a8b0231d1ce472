import { readFile } from 'node:fs/promises';
import type { ParsedOverrides } from './parse-overrides.ts';
import { parseOverrides } from './parse-overrides.ts';

/**
 * Reads the overrides file beside a catalog (see overridesPathFor). A missing file is the normal
 * case and no problem; an unreadable one is reported as a problem rather than thrown, because the
 * catalog itself still loads and syncs without it.
 */
export async function loadOverrides(
  file: string,
  knownIds?: ReadonlySet<string>,
): Promise<ParsedOverrides> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return { overrides: new Map(), problems: [] };
    return {
      overrides: new Map(),
      problems: [{ file, line: 0, message: `cannot read overrides file: ${message}` }],
    };
  }
  return parseOverrides(text, file, knownIds);
}
