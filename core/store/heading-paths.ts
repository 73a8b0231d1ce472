/**
 * Each section's heading path (`h1 › h2 › h3`), as indexed with it: "zero stage 3" then finds
 * the subsection even when "zero" is only in its parent heading.
 */
export function headingPaths(
  sections: ReadonlyArray<{ heading: string; level: number }>,
): string[] {
  const path: string[] = [];
  return sections.map((section) => {
    if (section.level > 0) {
      path.length = Math.min(path.length, section.level - 1);
      path[section.level - 1] = section.heading;
    }
    return path.filter(Boolean).join(' › ');
  });
}

/**
 * Whether a section gets a search row. A heading with no text whose next section sits below it
 * (`patch.object` above the `unittest.mock.patch.object` entry) is only a signpost: its words
 * are in the heading path of the sections under it, and a row of its own would outrank them for
 * being short while saying nothing.
 */
export function isSearchable(
  sections: ReadonlyArray<{ level: number }>,
  texts: readonly string[],
  ord: number,
): boolean {
  const next = sections[ord + 1];
  return (
    (texts[ord] ?? '').trim() !== '' || next === undefined || next.level <= sections[ord]!.level
  );
}
