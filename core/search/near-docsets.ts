import { slugify } from '../catalog/slugify.ts';
import { editDistance } from './edit-distance.ts';

/**
 * The docset ids a mistyped scope may have meant (`deepseed` → deepspeed, `daks` → dask): ids, or
 * their `-` segments, within two edits (one for short words), nearest first. At most five.
 */
export function nearDocsets(typed: readonly string[], ids: readonly string[]): string[] {
  const scored: Array<{ id: string; d: number }> = [];
  for (const word of typed) {
    const slug = slugify(word);
    if (!slug) continue;
    const max = slug.length <= 4 ? 1 : 2;
    for (const id of ids) {
      const d = Math.min(
        editDistance(slug, id, max),
        ...id.split('-').map((part) => editDistance(slug, part, max)),
      );
      if (d <= max) scored.push({ id, d });
    }
  }
  scored.sort((a, b) => a.d - b.d || a.id.localeCompare(b.id));
  return [...new Set(scored.map((s) => s.id))].slice(0, 5);
}
