import type { HostSetup } from '../replica.ts';

/**
 * The rest of the web: GitHub blobs, arXiv, marketing sites, other products. Every link that
 * leaves a docset points here, and it answers 200 to anything, so a mirror that wrongly follows
 * one gets a page (and the test sees the request) instead of a quiet 404.
 */
export function offsiteHost(): HostSetup {
  return {
    files: {},
    fallback: (path) => ({
      body: `<!DOCTYPE html><html><head><title>Off-site page</title></head><body><main><h1>Off-site page</h1><p>${path.replace(/[<>&"]/g, '')} is outside every docset.</p></main></body></html>`,
    }),
  };
}
