import type { Engine } from '../../core/engine/open-engine.ts';
import { CacheUnavailableError } from './tool-context.ts';

export interface LazyEngine {
  /** The engine, opened on first use; throws CacheUnavailableError while it cannot be opened. */
  get(): Engine;
  close(): Promise<void>;
}

/**
 * Opens the engine when a tool first needs it, and again on the next call after a failure: an
 * agent's client starts `folio mcp` with the editor, often before the first `folio sync` has
 * made a cache, and the tools should start answering once it has, without a restart.
 */
export function openLazily(open: () => Engine, cacheFile: string): LazyEngine {
  let engine: Engine | undefined;
  return {
    get() {
      if (engine) return engine;
      try {
        engine = open();
        return engine;
      } catch (error) {
        throw new CacheUnavailableError(
          `Folio has no usable cache at ${cacheFile} (${(error as Error).message}). On a machine ` +
            'with network, run `folio sync`, or bring a bundle over with `folio import`; then ask again.',
          { cause: error },
        );
      }
    },
    async close() {
      await engine?.close();
      engine = undefined;
    },
  };
}
