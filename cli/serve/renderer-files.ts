import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { contentTypeFor } from '../../core/ui/renderer-content-type.ts';
import type { ServeEnv } from './serve-env.ts';

/** The HTML shell's CSP: our own scripts only, no inline script, nothing loaded from elsewhere. */
export const SHELL_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NOT_BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Folio</title></head>
<body><h1>Folio</h1><p>The reader is not built yet: run <code>npm run build:renderer</code>, then reload.
The API answers at <code>/api/</code>.</p></body></html>`;

/**
 * The built renderer from `dir` (dist/renderer), with index.html for the app's own routes.
 * Requests are untrusted paths: `..`, backslashes and NUL are refused after
 * decoding, and the file's real path (symlinks resolved) must still lie inside the folder.
 */
export function rendererFiles(dir: string) {
  const root = resolve(dir);

  const send = async (c: Context<ServeEnv>, file: string) => {
    const type = contentTypeFor(file);
    // Vite fingerprints everything under assets/, so those never change; the shell always may.
    const cache = file.startsWith(join(root, 'assets') + sep)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    return c.body(new Uint8Array(await readFile(file)), 200, {
      'Content-Type': type,
      'Content-Security-Policy': SHELL_CSP,
      'Cache-Control': cache,
    });
  };

  return async (c: Context<ServeEnv>) => {
    if (!existsSync(join(root, 'index.html'))) {
      return c.html(NOT_BUILT, 503, { 'Content-Security-Policy': SHELL_CSP });
    }
    const found = await findFile(root, c.req.path);
    if (found.kind === 'refused') return c.body(null, 404);
    if (found.kind === 'file') return send(c, found.path);
    // A missing file with an extension is a broken asset link, not an app route: say so.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.body(null, 404);
    return send(c, join(root, 'index.html'));
  };
}

type Found = { kind: 'file'; path: string } | { kind: 'missing' } | { kind: 'refused' };

async function findFile(root: string, path: string): Promise<Found> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: 'refused' };
  }
  if (/[\\\0]/.test(decoded) || decoded.split('/').some((s) => s === '..' || s === '.')) {
    return { kind: 'refused' };
  }
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return { kind: 'refused' };
  try {
    const real = await realpath(candidate);
    const realRoot = await realpath(root);
    if (real === realRoot) return { kind: 'missing' };
    if (!real.startsWith(realRoot + sep)) return { kind: 'refused' };
    return (await stat(real)).isFile() ? { kind: 'file', path: real } : { kind: 'missing' };
  } catch {
    return { kind: 'missing' };
  }
}
