/**
 * How much of a site's own navigation a stored tree gives, in the site's order: the longest run
 * of the site's pages that the tree lists in the same relative order (a longest common
 * subsequence), out of the site's pages. A page the tree lacks, or lists out of place, counts
 * as lost; pages only the tree has (a landing page, say) count for nothing.
 */
export function navOrderRecall(
  own: readonly string[],
  stored: readonly string[],
): { found: number; total: number } {
  const wanted = unique(own);
  const listed = unique(stored).filter((page) => wanted.includes(page));
  // One row of the classic LCS table at a time: O(own × stored) time, O(stored) memory.
  let previous = new Array<number>(listed.length + 1).fill(0);
  for (const page of wanted) {
    const row = [0];
    for (let j = 0; j < listed.length; j++) {
      row.push(page === listed[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!));
    }
    previous = row;
  }
  return { found: previous[listed.length]!, total: wanted.length };
}

/** Each page once, where it first appears (a sidebar may link a page twice). */
function unique(pages: readonly string[]): string[] {
  return [...new Set(pages)];
}
