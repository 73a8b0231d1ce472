/** The words of a search worth marking in a page: two characters or more, no operators. */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length >= 2 && !['and', 'or', 'not', 'near'].includes(word));
  return [...new Set(words)].slice(0, 12);
}
