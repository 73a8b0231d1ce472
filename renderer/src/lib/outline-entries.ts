import type { PageView } from '../../../core/api/folio-api.ts';

type OutlineEntry = PageView['outline'][number];

/** A heading as a name: case, spacing, a trailing `()` or permalink sign aside. */
function nameOf(heading: string): string {
  return heading
    .replace(/[\s¶#]+$/u, '')
    .replace(/\(\)$/u, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** `torchtune.modules.TransformerDecoder` and `TransformerDecoder` name the same thing. */
function sameName(a: string, b: string): boolean {
  const [x, y] = [nameOf(a), nameOf(b)];
  if (x === '' || y === '') return false;
  const qualifies = (long: string, short: string) =>
    long.endsWith(`.${short}`) || long.endsWith(`::${short}`);
  return x === y || qualifies(x, y) || qualifies(y, x);
}

/**
 * The outline as "On this page" lists it: without the entry right after the page's title that
 * names the title again. A Sphinx API page is titled by its symbol (`<h1>torchtune.modules.
 * TransformerDecoder</h1>`) and the symbol's own entry comes next under the same name, so the
 * outline would open with the title twice. The entry left out still has its anchor in the page:
 * links and search hits to it scroll there, and while it is read the title is marked instead.
 */
export function outlineEntries(title: string, outline: readonly OutlineEntry[]): OutlineEntry[] {
  const [first, second, ...rest] = outline;
  if (first === undefined || second === undefined) return [...outline];
  const repeats =
    second.level >= first.level &&
    sameName(second.heading, first.heading) &&
    (sameName(first.heading, title) || first.level === 1);
  return repeats ? [first, ...rest] : [...outline];
}
