import { crudeStem } from './make-snippet.ts';

/**
 * What API names glue onto a word without a separator: `rechunk`, `repartition`, `isinstance`,
 * `getsize`, `npartitions`, `startswith`. Only these: a rest that is a word of its own glues
 * class names too, and `failureException` then answered "raises a particular exception" and
 * `PriorityQueue` "a heap as a priority queue" (bench:agents lost two).
 */
const AFFIXES = new Set(['re', 'un', 'is', 'has', 'get', 'set', 'to', 'n', 'num', 'iter', 'with']);

/** The shortest word looked for inside a name: "size" is, "dir" and "len" would be everywhere. */
const MIN_WORD = 4;

/**
 * The terms a heading holds only inside a glued name: "change the chunking of an array" is
 * `dask.array.rechunk` and "the number of partitions" `repartition`, which the index holds as one
 * word each. A term (or its crude stem) counts when it begins or ends a word of the heading and
 * the rest is an affix: `thread` holds "read" only after "th" and `block` "lock" after "b", so
 * neither counts.
 */
export function gluedTerms(heading: string, terms: readonly string[]): Set<string> {
  const held = new Set<string>();
  const words = heading.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  for (const term of terms) {
    const forms = [...new Set([term, crudeStem(term)])].filter((f) => f.length >= MIN_WORD);
    const glued = words.some((w) =>
      forms.some((f) => {
        if (w.length <= f.length) return false;
        const rest = w.startsWith(f)
          ? w.slice(f.length)
          : w.endsWith(f)
            ? w.slice(0, -f.length)
            : '';
        return AFFIXES.has(rest);
      }),
    );
    if (glued) held.add(term);
  }
  return held;
}
