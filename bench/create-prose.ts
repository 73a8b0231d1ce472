import type { Random } from './seeded-random.ts';
import { functionWords, vocabulary } from './vocabulary.ts';

/** Pseudo-technical text; every word is [a-z0-9] so it needs no HTML escaping. */
export interface Prose {
  /** A content word (never a function word such as "the"), e.g. for identifiers. */
  word(): string;
  /** `count` words, capitalised and ending with a full stop. */
  sentence(count?: number): string;
  /** Title Case content words, for headings and page titles. */
  title(count: number): string;
}

/**
 * Zipf–Mandelbrot weights 1 / (rank + 1)^exponent, counting ranks from 1: with exponent 1 the
 * function words carry about a third of the text and most word types are rare, as in English and
 * in real documentation.
 */
export const zipfExponent = 1;
const rankOffset = 2;

/**
 * Real text is bursty: a page about checkpoints says "checkpoint" often and most pages never
 * (Python's docs: "asyncio" is 0.05% of all words but in only 4% of sections). So a content word
 * repeats one of the last `window` content words with `repeatChance`, else it is one of the page's
 * `topicCount` topic words with `topicChance`, else a fresh draw. Repeats and topics are
 * themselves draws from the same distribution, so word frequencies over the whole site stay
 * Zipf-like while fewer sections and pages contain each word.
 */
export const repeatChance = 0.6;
const window = 64;
export const topicChance = 0.4;
const topicCount = 12;

const contentStart = functionWords.length;
const allWords = aliasTable(vocabulary.length, 0);
const contentWords = aliasTable(vocabulary.length - contentStart, contentStart);

export function createProse(random: Random): Prose {
  // One Prose per page: its topics and recent words make the page's words cluster.
  const topics = Array.from({ length: topicCount }, () => contentWords(random.next()));
  const recent = new Int32Array(window);
  let recentCount = 0;
  const topicBelow = repeatChance + (1 - repeatChance) * topicChance;
  const content = (fresh: number): number => {
    // One uniform decides (and then picks): a recent word, a topic word or the fresh draw.
    const u = random.next();
    let rank = fresh;
    if (u < repeatChance) {
      const count = Math.min(recentCount, window);
      if (count > 0) rank = recent[Math.floor((u / repeatChance) * count)]!;
    } else if (u < topicBelow) {
      rank = topics[Math.floor(((u - repeatChance) / (topicBelow - repeatChance)) * topicCount)]!;
    }
    recent[recentCount++ % window] = rank;
    return rank;
  };
  const draw = () => {
    const rank = allWords(random.next());
    return vocabulary[rank < contentStart ? rank : content(rank)] as string;
  };
  const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return {
    word: () => vocabulary[content(contentWords(random.next()))] as string,
    sentence(count = 8 + random.int(16)) {
      const parts: string[] = [];
      for (let i = 0; i < count; i++) parts.push(draw());
      parts[0] = capitalise(parts[0] ?? 'the');
      return `${parts.join(' ')}.`;
    },
    title(count) {
      // Titles name topics, so they do not repeat the page's recent words.
      const parts: string[] = [];
      for (let i = 0; i < count; i++) {
        parts.push(capitalise(vocabulary[contentWords(random.next())] as string));
      }
      return parts.join(' ');
    },
  };
}

/**
 * Vose's alias method over ranks `first`…`first + size - 1` with Zipf weights: one uniform draw
 * picks a rank in constant time (a column, then the column's own rank or its alias).
 */
function aliasTable(size: number, first: number): (uniform: number) => number {
  const weights = Array.from({ length: size }, (_, i) => (first + i + rankOffset) ** -zipfExponent);
  const total = weights.reduce((sum, w) => sum + w, 0);
  // Each column holds `size` times its share; columns under 1 are topped up from one over 1.
  const keep = Float64Array.from(weights, (w) => (w * size) / total);
  const alias = new Int32Array(size);
  const small: number[] = [];
  const large: number[] = [];
  keep.forEach((k, i) => (k < 1 ? small : large).push(i));
  while (small.length > 0 && large.length > 0) {
    const s = small.pop()!;
    const l = large.at(-1)!;
    alias[s] = l;
    const left = keep[l]! + keep[s]! - 1;
    keep[l] = left;
    if (left < 1) small.push(large.pop()!);
  }
  // What is left over is 1 up to rounding.
  for (const i of [...small, ...large]) keep[i] = 1;
  return (uniform) => {
    const x = uniform * size;
    const column = Math.floor(x);
    return first + (x - column < keep[column]! ? column : alias[column]!);
  };
}
