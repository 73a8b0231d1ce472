import type { Random } from './seeded-random.ts';
import { common, glue, rare } from './vocabulary.ts';

/** Pseudo-technical text; every word is [a-z0-9] so it needs no HTML escaping. */
export interface Prose {
  word(): string;
  /** `count` words, capitalised and ending with a full stop. */
  sentence(count?: number): string;
  /** Title Case words, for headings and page titles. */
  title(count: number): string;
}

// Chance per word of a rare word: about one page in a hundred carries any given one.
const rareRate = 0.0001;

export function createProse(random: Random): Prose {
  const word = () => {
    const r = random.next();
    if (r < rareRate) return random.pick(rare);
    if (r < 0.42) return random.pick(glue);
    // Squaring skews towards the front of `common`: a few words dominate, as in real text.
    const skew = random.next();
    return common[Math.floor(skew * skew * common.length)] as string;
  };
  const domainWord = () => {
    const skew = random.next();
    return common[Math.floor(skew * skew * common.length)] as string;
  };
  return {
    word,
    sentence(count = 8 + random.int(16)) {
      const parts: string[] = [];
      for (let i = 0; i < count; i++) parts.push(word());
      const first = parts[0] ?? 'the';
      parts[0] = first.charAt(0).toUpperCase() + first.slice(1);
      return `${parts.join(' ')}.`;
    },
    title(count) {
      const parts: string[] = [];
      for (let i = 0; i < count; i++) {
        const w = domainWord();
        parts.push(w.charAt(0).toUpperCase() + w.slice(1));
      }
      return parts.join(' ');
    },
  };
}
