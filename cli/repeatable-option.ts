/** Commander's argument parser for an option given more than once: `--docset a --docset b`. */
export function repeatable(value: string, previous: string[]): string[] {
  return [...previous, value];
}
