import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Docset } from '../catalog/docset.ts';
import { addCatalogRow } from '../catalog/edit-catalog.ts';
import { isDocsVersion, pinnedId } from '../catalog/docset-version.ts';
import { slugify } from '../catalog/slugify.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import { versionEntry } from './pin-versions.ts';
import { openNetwork } from '../mirror/open-network.ts';
import type { NetworkOptions } from '../mirror/open-network.ts';
import { probeSite } from '../probe/probe-site.ts';
import type { SiteProbe } from '../probe/site-probe.ts';
import { ProbeRefusal } from '../probe/site-probe.ts';
import { addRenderOverride } from '../sources/overrides/add-render-override.ts';
import { overridesPathFor } from '../sources/overrides/docset-overrides.ts';

export interface AddRequest {
  url: string;
  name?: string;
  section?: string;
  llmsTxtUrl?: string;
  /**
   * Add one version of the docs as its own docset (`deepspeed@0.14`): a URL inside another
   * version directory is moved to this version's, and the name defaults to that of the catalog's
   * docset whose entry leads there, so the two share overrides and a scope word.
   */
  version?: string;
  /** Only probe: nothing is written. */
  dryRun?: boolean;
  /** Keep the URL's own folder as the scope, even inside a larger docs site. */
  here?: boolean;
  /** Render its pages in Chromium: `"render": "browser"` goes into the user catalog's overrides. */
  render?: 'browser';
}

export interface AddResult {
  id: string;
  probe: SiteProbe;
  /** Written to the user catalog (false for a dry run). */
  added: boolean;
  catalog: string;
  /** A docset of the catalogs with the same docs (another name for them): said, not refused. */
  sameAs?: { id: string; catalog: string; entryUrl: string };
}

/** Why a docset cannot be added; nothing was written. `found`: what the probe saw, if it ran. */
export class AddRefusal extends Error {
  readonly found: AddResult | undefined;

  constructor(message: string, options: { cause?: unknown; found?: AddResult } = {}) {
    super(message, { cause: options.cause });
    this.found = options.found;
  }
}

export const DEFAULT_SECTION = 'My documentation';

/**
 * Probes a URL and adds it to the user's catalog, for `folio add` and the app's Add dialog alike.
 * `known` are the docsets every catalog lists now: a taken id is refused, not shadowed.
 */
export async function addDocset(
  request: AddRequest,
  context: { userCatalog: string; known: readonly Docset[]; network?: NetworkOptions },
): Promise<AddResult> {
  const { version } = request;
  if (version !== undefined && !isDocsVersion(version)) {
    throw new AddRefusal(
      `--version ${JSON.stringify(version)} is not a version (like 0.14 or v2.4.0)`,
    );
  }
  const url =
    version === undefined ? request.url : (versionEntry(request.url, version) ?? request.url);
  const probe = await runProbe(url, context.network, request.here === true);
  const family = version === undefined ? undefined : familyOf(url, version, context.known);
  const base = request.name?.trim() || family?.name || probe.title;
  const slug = slugify(base);
  if (!slug) throw new AddRefusal(`the name ${JSON.stringify(base)} has no letters or digits`);
  const id = version === undefined ? slug : pinnedId(slug, version);
  const name = version === undefined ? base : `${base}@${version}`;
  // The same docs under another name are mirrored twice, each stale at its own pace: allowed
  // (a second copy can have its own overrides), but said.
  const same =
    version === undefined && request.here !== true
      ? context.known.find((d) => !d.pinned && d.id !== id && sameDocs(d.entryUrl, probe.entryUrl))
      : undefined;
  const result: AddResult = {
    id,
    probe,
    added: false,
    catalog: context.userCatalog,
    ...(same ? { sameAs: { id: same.id, catalog: same.catalog, entryUrl: same.entryUrl } } : {}),
  };
  const clash = context.known.find((d) => d.id === id);
  if (clash) {
    // The caller says how to pick another name (a flag, a field): the reason is the same.
    throw new AddRefusal(`a docset "${id}" is already in ${clash.catalog}`, { found: result });
  }
  if (request.dryRun) return result;
  const file = context.userCatalog;
  mkdirSync(dirname(file), { recursive: true });
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const row = {
    name,
    description:
      (probe.kind === 'github' ? 'GitHub repository docs' : `${probe.generator} documentation`) +
      (version === undefined ? '' : `, version ${version}`),
    entryUrl: probe.entryUrl,
    llmsTxtUrl: request.llmsTxtUrl ?? probe.llmsTxt?.url,
    section: request.section?.trim() || family?.section || DEFAULT_SECTION,
  };
  // Worked out before anything is written: an overrides file it cannot go into refuses the add.
  const overrides = request.render === 'browser' ? renderOverride(file, id) : undefined;
  writeFileSync(file, addCatalogRow(before, row));
  if (overrides) writeFileSync(overrides.file, overrides.text);
  return { ...result, added: true };
}

/** The user catalog's overrides file with the docset set to render, or why it cannot be. */
function renderOverride(catalog: string, id: string): { file: string; text: string } {
  const file = overridesPathFor(catalog);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  try {
    return { file, text: addRenderOverride(before, id, file) };
  } catch (error) {
    throw new AddRefusal(`cannot set "${id}" to render in a browser: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * The catalog docset this URL is a version of: the one whose entry, moved to `version`, is the
 * URL; else the one whose entry folder holds it (NeMo's bare `/nemo-framework/` holds
 * `/nemo-framework/user-guide/24.07/`), the deepest such entry if several do.
 */
export function familyOf(
  url: string,
  version: string,
  known: readonly Docset[],
): Docset | undefined {
  const wanted = canonicalizeUrl(url);
  if (wanted === null) return undefined;
  const own = known.filter((d) => !d.pinned);
  const moved = own.find((d) => {
    const entry = versionEntry(d.entryUrl, version);
    return entry !== undefined && canonicalizeUrl(entry) === wanted;
  });
  if (moved) return moved;
  const holding = own
    .map((d) => ({ d, folder: new URL('./', d.entryUrl).href }))
    .filter(({ folder }) => wanted.startsWith(folder) && new URL(folder).pathname !== '/')
    .sort((a, b) => b.folder.length - a.folder.length);
  return holding[0]?.d;
}

/** Two entries of one docs tree: the same folder, whatever page of it each names. */
function sameDocs(a: string, b: string): boolean {
  const folder = (url: string) => canonicalizeUrl(new URL('./', url).href);
  return folder(a) !== null && folder(a) === folder(b);
}

async function runProbe(
  url: string,
  options: NetworkOptions = {},
  here = false,
): Promise<SiteProbe> {
  // A probe reads only a few pages, but of a site nobody vetted yet: one worker, so a page that
  // never finishes extracting is cut at the pool's time limit, as in a sync, not hung on inline.
  const network = openNetwork({ workers: 1, ...options });
  try {
    return await probeSite(url, network, { here });
  } catch (error) {
    if (!(error instanceof ProbeRefusal)) throw error;
    throw new AddRefusal(`cannot add ${url}: ${error.message}. Nothing was written.`, {
      cause: error,
    });
  } finally {
    await network.close();
  }
}
