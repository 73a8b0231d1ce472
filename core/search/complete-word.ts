import type { Database } from 'better-sqlite3';
import { headingWords } from '../store/heading-words.ts';

const sorted = new WeakMap<ReadonlyMap<string, number>, string[]>();

/** The heading vocabulary in code-unit order, sorted once per vocabulary read. */
function sortedWords(words: ReadonlyMap<string, number>): string[] {
  let list = sorted.get(words);
  if (!list) {
    list = [...words.keys()].sort();
    sorted.set(words, list);
  }
  return list;
}

/** Binary search: the index of the first word >= prefix. */
function firstAtLeast(list: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some heading word begins with `prefix` (folded). */
export function startsHeadingWord(db: Database, prefix: string): boolean {
  const list = sortedWords(headingWords(db));
  return list[firstAtLeast(list, prefix)]?.startsWith(prefix) ?? false;
}

/**
 * The `max` heading words that begin with a folded prefix, the ones most headings use first:
 * what a word still being typed most likely becomes. Unstemmed, so "optimizati" completes to
 * "optimization" although the index holds only its stem "optim".
 */
export function completeWord(db: Database, prefix: string, max: number): string[] {
  const words = headingWords(db);
  const list = sortedWords(words);
  const found: Array<[string, number]> = [];
  for (let i = firstAtLeast(list, prefix); i < list.length; i++) {
    const word = list[i]!;
    if (!word.startsWith(prefix)) break;
    found.push([word, words.get(word) ?? 0]);
  }
  found.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return found.slice(0, max).map(([word]) => word);
}
