import type { CatalogProblem } from './docset.ts';

export interface FrontMatter {
  title?: string;
  description?: string;
  /** Index (0-based) of the first line after the front matter; 0 when there is none. */
  bodyStart: number;
  problems: CatalogProblem[];
}

const keyLine = /^([A-Za-z0-9_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$/;
const blockScalar = /^[|>][+-]?$/;

/**
 * Reads the YAML front matter of a catalog, but only the subset catalogs use: `key: value`,
 * quoted values, `[a, b]` lists and `|`/`>` blocks. A full YAML parser would be a dependency for
 * two strings; anything outside the subset is reported so the catalog author can see it.
 */
export function parseFrontMatter(lines: readonly string[], file: string): FrontMatter {
  if (lines[0]?.trim() !== '---') return { bodyStart: 0, problems: [] };
  const end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end === -1) {
    const message = "front matter opened with '---' on line 1 is never closed";
    return { bodyStart: 1, problems: [{ file, line: 1, message }] };
  }

  const values = new Map<string, string>();
  const problems: CatalogProblem[] = [];
  const problem = (i: number, message: string): void => {
    problems.push({ file, line: i + 1, message });
  };

  for (let i = 1; i < end; i++) {
    const line = lines[i] ?? '';
    // Blank lines, comments, and the items or nested keys of a block value are all fine.
    if (/^\s*(#.*)?$/.test(line) || /^[ \t]|^-(\s|$)/.test(line)) continue;
    const match = keyLine.exec(line);
    if (!match) {
      problem(i, `front matter line is not "key: value": ${JSON.stringify(line.trim())}`);
      continue;
    }
    const key = match[1] ?? '';
    if (values.has(key)) problem(i, `front matter key "${key}" appears twice`);
    const raw = (match[2] ?? '').trim();
    if (blockScalar.test(raw)) {
      let j = i + 1;
      while (j < end && /^([ \t]|\s*$)/.test(lines[j] ?? '')) j++;
      const block = lines.slice(i + 1, j).map((l) => l.trim());
      values.set(key, block.join(raw.startsWith('|') ? '\n' : ' ').trim());
      i = j - 1;
      continue;
    }
    const parsed = parseScalar(raw);
    if ('error' in parsed) problem(i, `front matter key "${key}": ${parsed.error}`);
    else values.set(key, parsed.value);
  }

  const text = (key: string): string | undefined => values.get(key) || undefined;
  return { title: text('title'), description: text('description'), bodyStart: end + 1, problems };
}

function parseScalar(raw: string): { value: string } | { error: string } {
  const first = raw[0];
  if (first === '"' || first === "'") {
    const close = closingQuote(raw, first);
    if (close === -1) return { error: `the ${first} quote is never closed` };
    if (!/^\s*(#.*)?$/.test(raw.slice(close + 1))) return { error: 'text after the closing quote' };
    const inner = raw.slice(1, close);
    return {
      value: first === "'" ? inner.replaceAll("''", "'") : inner.replace(/\\(.)/g, '$1'),
    };
  }
  if (first === '[' || first === '{') {
    const closer = first === '[' ? ']' : '}';
    if (!raw.replace(/\s+#.*$/, '').endsWith(closer)) {
      return { error: `the "${first}" is never closed with "${closer}"` };
    }
    // Lists (tags) are accepted but not needed: only title and description are read.
    return { value: '' };
  }
  return { value: raw.replace(/\s+#.*$/, '') };
}

/** Index of the quote that closes the one at 0; `''` inside single quotes is an escaped quote. */
function closingQuote(raw: string, quote: string): number {
  for (let i = 1; i < raw.length; i++) {
    const c = raw[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && raw[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}
