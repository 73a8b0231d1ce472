/** A scored section, as far as telling a repeated entry needs. */
export interface EntryScore {
  id: number;
  heading: string;
  /** What the query's words give it: equal for entries that share their docstring. */
  matched: number;
}

/**
 * The sections that repeat an API entry ranked above them: the same last name part under another
 * class or module, matched by the query's words exactly as much. Dask's generated API pages hold
 * one docstring per class (`DataFrame.compute`, `Series.compute`, `Array.compute`, `Bag.compute`),
 * and those copies filled a question's first hits with one answer, several times. `ranked` is in
 * rank order; the first of each kind is never a repeat.
 */
export function repeatedEntries(ranked: readonly EntryScore[]): Set<number> {
  const seen = new Set<string>();
  const repeats = new Set<number>();
  for (const s of ranked) {
    const name = /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)+$/u.exec(s.heading.trim());
    if (name === null) continue;
    const key = `${name[0].split('.').pop()!}\0${s.matched.toFixed(3)}`;
    if (seen.has(key)) repeats.add(s.id);
    else seen.add(key);
  }
  return repeats;
}
