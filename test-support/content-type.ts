import { extname } from 'node:path';

const byExtension: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

// A page that declares its own charset in <meta> (within the first 1024 bytes, where browsers
// look) is served with that charset, so legacy-encoded fixtures are not mislabelled as UTF-8.
const metaCharset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i;

/** The Content-Type a plain static server would send for `path`. */
export function contentType(path: string, body: Buffer): string {
  const ext = extname(path).toLowerCase();
  const type = byExtension[ext] ?? 'application/octet-stream';
  if (ext !== '.html' && ext !== '.htm') return type;
  const declared = metaCharset.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  return declared ? `text/html; charset=${declared.toLowerCase()}` : type;
}
