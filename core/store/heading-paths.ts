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
