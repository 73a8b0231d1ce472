import type { SearchHit } from '../../../core/search/search-cache.ts';

export interface VersionChip {
  /** `latest · also 2.4.0`, `latest · also 2.4.0 +2` */
  label: string;
  /** Every version, for the tooltip and screen readers. */
  title: string;
}

/**
 * What a hit says about versions: only for a docset mirrored in several (the hit folds the same
 * section of the other versions), so single-version docsets, whose pages may still name a version
 * in their path, show none.
 */
export function versionChip(hit: Pick<SearchHit, 'version' | 'otherVersions'>): VersionChip | null {
  const others = hit.otherVersions ?? [];
  const [first] = others;
  if (first === undefined) return null;
  const more = others.length > 1 ? ` +${others.length - 1}` : '';
  const also = `also ${first}${more}`;
  const listed = others.join(', ');
  return hit.version === undefined
    ? { label: also, title: `Also in ${listed}` }
    : { label: `${hit.version} · ${also}`, title: `From ${hit.version}; also in ${listed}` };
}
