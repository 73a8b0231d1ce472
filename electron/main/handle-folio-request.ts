import { readFile, stat } from 'node:fs/promises';
import { appScheme } from '../shared/channels.ts';
import { assetContentSecurityPolicy, appContentSecurityPolicy } from './content-security-policy.ts';
import { contentTypeFor } from '../../core/ui/renderer-content-type.ts';
import { resolveAppPath, toSafeRelativePath } from './resolve-app-path.ts';

export interface CachedAsset {
  contentType: string;
  bytes: Uint8Array;
}

export interface FolioRequestDeps {
  /** dist/renderer: the only folder `folio://app/…` may read from. */
  rendererRoot: string;
  /** An image from the cache's assets table, by its original URL. */
  readAsset: (url: string) => CachedAsset | undefined;
}

/** Nothing the app serves may be sniffed into another type (an image into HTML, say). */
const baseHeaders = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

/**
 * The `folio:` protocol (checklist #18: a custom scheme instead of file://). Two hosts, two
 * origins: `folio://app/…` serves the built UI from dist/renderer, `folio://asset/?url=…` serves
 * cached images from SQLite. Neither ever touches the network.
 */
export function createFolioRequestHandler(deps: FolioRequestDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return status(405);
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return status(400);
    }
    if (url.protocol !== `${appScheme}:`) return status(404);
    const response =
      url.host === 'app'
        ? await serveAppFile(deps.rendererRoot, url.pathname)
        : url.host === 'asset'
          ? serveAsset(deps.readAsset, url)
          : status(404);
    return request.method === 'HEAD'
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  };
}

async function serveAppFile(root: string, pathname: string): Promise<Response> {
  const relativePath = toSafeRelativePath(pathname);
  if (relativePath === null) return status(404);
  // The UI's own routes (no file extension) all load the one page; real files are served as is.
  const lastSegment = relativePath.split('/').pop() ?? '';
  const isRoute = relativePath === '' || !lastSegment.includes('.');
  const file = isRoute ? resolveAppPath(root, '/index.html') : resolveAppPath(root, pathname);
  if (file === null || !(await isFile(file))) return status(404);
  const type = contentTypeFor(file);
  const headers: Record<string, string> = {
    ...baseHeaders,
    'Content-Type': type,
    'Cache-Control': 'no-cache',
  };
  if (type.startsWith('text/html')) headers['Content-Security-Policy'] = appContentSecurityPolicy;
  return new Response(new Uint8Array(await readFile(file)), { status: 200, headers });
}

function serveAsset(readAsset: FolioRequestDeps['readAsset'], url: URL): Response {
  if (url.pathname !== '/') return status(404);
  const original = url.searchParams.get('url');
  if (original === null || original === '' || original.length > 4096) return status(400);
  const asset = readAsset(original);
  // Only images: the cache stores nothing else under assets, and nothing else may load from here.
  if (!asset || !/^image\/[\w.+-]+$/i.test(asset.contentType.split(';')[0]!.trim())) {
    return status(404);
  }
  return new Response(new Uint8Array(asset.bytes), {
    status: 200,
    headers: {
      ...baseHeaders,
      'Content-Type': asset.contentType,
      'Content-Security-Policy': assetContentSecurityPolicy,
      'Cache-Control': 'no-cache',
    },
  });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function status(code: number): Response {
  return new Response(null, { status: code, headers: baseHeaders });
}
