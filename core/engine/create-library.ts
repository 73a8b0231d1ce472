import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BundleError } from '../bundle/bundle-error.ts';
import type { Library } from '../api/library.ts';
import type { SiteFindings, SyncState } from '../api/folio-api.ts';
import { ApiError } from '../api/folio-api.ts';
import { readOnlyRefusal } from '../api/read-only-refusal.ts';
import type { SyncController } from '../api/sync-controller.ts';
import type { Docset } from '../catalog/docset.ts';
import type { Cache } from '../store/open-cache.ts';
import type { NetworkOptions } from '../mirror/open-network.ts';
import type { AddResult } from './add-docset.ts';
import { appShellAdvice } from '../probe/app-shell-advice.ts';

/**
 * The library actions of one engine: the same add, remove and import as `folio add`, `folio
 * remove --purge` and `folio import`, with a catalog reload after each so every face sees the
 * change. Refused on a read-only cache, and without a user catalog to write to.
 */
export function createLibrary(deps: {
  cache: Cache;
  userCatalog: string | undefined;
  known: () => Promise<Docset[]>;
  reload: () => void;
  sync: SyncController;
  network?: NetworkOptions;
}): Library {
  const writable = (): string => {
    if (deps.cache.readOnly) throw readOnlyRefusal();
    if (!deps.userCatalog) throw new ApiError('invalid-input', 'this Folio has no user catalog');
    return deps.userCatalog;
  };
  // Each action loads its module when first asked: a read-only face (`folio search`, `show`)
  // opens the same engine and would otherwise load the probe, the network and the import at every
  // start for nothing.
  const refusal =
    (...expected: ReadonlyArray<new (...args: never[]) => Error>) =>
    (error: unknown): never => {
      if (error instanceof Error && expected.some((kind) => error instanceof kind))
        throw new ApiError('invalid-input', error.message);
      throw error;
    };
  return {
    userCatalog: deps.userCatalog,
    async probeSite({ url, here }) {
      const { addDocset, AddRefusal } = await import('./add-docset.ts');
      const userCatalog = deps.userCatalog ?? '';
      const known = await deps.known();
      try {
        const found = await addDocset(
          { url, here, dryRun: true },
          { userCatalog, known, network: deps.network },
        );
        return findings(found, null);
      } catch (error) {
        if (error instanceof AddRefusal && error.found) {
          const { id } = error.found;
          return findings(error.found, known.find((d) => d.id === id)?.catalog ?? null);
        }
        return refusal(AddRefusal)(error);
      }
    },
    async addDocset(input) {
      const userCatalog = writable();
      const { addDocset, AddRefusal } = await import('./add-docset.ts');
      const known = await deps.known();
      const added = await addDocset(input, { userCatalog, known, network: deps.network }).catch(
        refusal(AddRefusal),
      );
      deps.reload();
      // Added is added; a sync already running (or a CLI one) only means it starts later.
      const sync: SyncState | null = await deps.sync.start([added.id]).catch(() => null);
      return { docset: added.id, sync };
    },
    async removeDocset({ docset, purge }) {
      const userCatalog = writable();
      const { removeDocset, RemoveRefusal } = await import('./remove-docset.ts');
      const known = await deps.known();
      if (purge && deps.sync.getState().running) throw new ApiError('busy', 'a sync is running');
      try {
        const done = removeDocset({ id: docset, purge }, { userCatalog, known, cache: deps.cache });
        deps.reload();
        return done;
      } catch (error) {
        return refusal(RemoveRefusal)(error);
      }
    },
    async importBundle({ path }) {
      if (deps.cache.readOnly) throw readOnlyRefusal();
      const bundleFile = resolve(path);
      if (!existsSync(bundleFile)) throw new ApiError('invalid-input', `no such file: ${path}`);
      const { importBundle } = await import('../bundle/import-bundle.ts');
      try {
        const result = importBundle({
          bundleFile,
          cacheFile: deps.cache.file,
          now: () => new Date(),
        });
        return { docsets: result.docsets };
      } catch (error) {
        if (!(error instanceof BundleError)) throw error;
        const message = `cannot import ${path}: ${error.message}. The cache was not changed.`;
        throw new ApiError('invalid-input', message);
      }
    },
  };
}

/** The Add dialog's words for the app-shell advice: its checkbox, and the CLI for an llms.txt. */
const DIALOG_ADVICE_WORDS = {
  optIn: 'tick “Render its pages in Chromium” below',
  llms: 'folio add --llms',
};

function findings(found: AddResult, taken: string | null): SiteFindings {
  const sameAs = found.sameAs ? { id: found.sameAs.id, entryUrl: found.sameAs.entryUrl } : null;
  const { appShell } = found.probe;
  const advice = appShell ? appShellAdvice(appShell, DIALOG_ADVICE_WORDS) : null;
  return { ...found.probe, id: found.id, taken, sameAs, appShellAdvice: advice };
}
