import { versionRoot, versionSegment } from '../../sources/versions/version-root.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { PageOutcome } from '../page-outcome.ts';

/** The versions a docset's overrides list, as one crawl applies them. */
export interface ListedVersions {
  /** As the user wrote them. */
  asked: readonly string[];
  /** Lowercased, for matching path segments: links into these are followed. */
  labels: ReadonlySet<string>;
  /** Each queued version root by page key → its version, so a failure there names the version. */
  roots: Map<string, string>;
  /** Set once the docs root was known and the roots were queued (or found not to apply). */
  seeded: boolean;
}

export function listVersions(asked: readonly string[] | undefined): ListedVersions | undefined {
  if (!asked || asked.length === 0) return undefined;
  return {
    asked,
    labels: new Set(asked.map((v) => v.toLowerCase())),
    roots: new Map(),
    seeded: false,
  };
}

export type VersionPlan =
  { roots: Array<{ version: string; url: string }> } | { inapplicable: string };

/**
 * Where each listed version starts, from the docs root (where the entry landed). A version named
 * like the root's own is already mirrored and left out.
 *
 * Aliases are compared by name, not by content: with a `stable` root and `latest` listed, both are
 * mirrored and each page is stored under its own label, even when the site serves one tree under
 * both names. Telling them apart would take fetching both trees, and the user asked for the
 * version by name; search shows pages that are identical across versions once (see
 * collapseVersions), so the copy costs disk space, not readability.
 */
export function planVersions(docsRoot: string, asked: readonly string[]): VersionPlan {
  const own = versionSegment(docsRoot);
  if (own === undefined) {
    return {
      inapplicable: `versions override (${asked.join(', ')}) cannot apply: ${docsRoot} has no version in its path`,
    };
  }
  const roots: Array<{ version: string; url: string }> = [];
  const seen = new Set([own.label.toLowerCase()]);
  for (const version of asked) {
    if (seen.has(version.toLowerCase())) continue;
    seen.add(version.toLowerCase());
    const url = versionRoot(docsRoot, version);
    if (url) roots.push({ version, url });
  }
  return { roots };
}

/**
 * A listed version's root that could not be fetched names the version: `HTTP 404` alone would not
 * tell the user which line of the overrides is wrong. Undefined for any other page or outcome.
 */
export function nameVersionFailure(
  listed: ListedVersions,
  url: string,
  outcome: PageOutcome,
): PageOutcome | undefined {
  const version = listed.roots.get(pageKey(url));
  if (version === undefined) return undefined;
  const named = (why: string) => `version "${version}" not found at ${url} (${why})`;
  switch (outcome.kind) {
    case 'gone':
      return { ...outcome, message: named(outcome.message ?? `HTTP ${outcome.status}`) };
    case 'failed':
      return { ...outcome, message: named(outcome.message) };
    case 'skipped':
      // Reported as a failure, never as a cached page gone: nothing to remove.
      if (!outcome.message.startsWith('redirects out')) return undefined;
      return {
        kind: 'failed',
        url,
        message: named(outcome.message),
        transient: false,
        network: false,
      };
    case 'stored':
    case 'redirected':
    case 'duplicate':
    case 'cancelled':
      return undefined;
  }
}
