import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Docset } from '../catalog/docset.ts';
import { addCatalogRow } from '../catalog/edit-catalog.ts';
import { slugify } from '../catalog/slugify.ts';
import { openNetwork } from '../mirror/open-network.ts';
import type { NetworkOptions } from '../mirror/open-network.ts';
import { probeSite } from '../probe/probe-site.ts';
import type { SiteProbe } from '../probe/site-probe.ts';
import { ProbeRefusal } from '../probe/site-probe.ts';

export interface AddRequest {
  url: string;
  name?: string;
  section?: string;
  llmsTxtUrl?: string;
  /** Only probe: nothing is written. */
  dryRun?: boolean;
}

export interface AddResult {
  id: string;
  probe: SiteProbe;
  /** Written to the user catalog (false for a dry run). */
  added: boolean;
  catalog: string;
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
  const probe = await runProbe(request.url, context.network);
  const name = request.name?.trim() || probe.title;
  const id = slugify(name);
  if (!id) throw new AddRefusal(`the name ${JSON.stringify(name)} has no letters or digits`);
  const result = { id, probe, added: false, catalog: context.userCatalog };
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
      probe.kind === 'github' ? 'GitHub repository docs' : `${probe.generator} documentation`,
    entryUrl: probe.entryUrl,
    llmsTxtUrl: request.llmsTxtUrl ?? probe.llmsTxt?.url,
    section: request.section?.trim() || DEFAULT_SECTION,
  };
  writeFileSync(file, addCatalogRow(before, row));
  return { ...result, added: true };
}

async function runProbe(url: string, options: NetworkOptions = {}): Promise<SiteProbe> {
  // A probe reads only a few pages, but of a site nobody vetted yet: one worker, so a page that
  // never finishes extracting is cut at the pool's time limit, as in a sync, not hung on inline.
  const network = openNetwork({ workers: 1, ...options });
  try {
    return await probeSite(url, network);
  } catch (error) {
    if (!(error instanceof ProbeRefusal)) throw error;
    throw new AddRefusal(`cannot add ${url}: ${error.message}. Nothing was written.`, {
      cause: error,
    });
  } finally {
    await network.close();
  }
}
