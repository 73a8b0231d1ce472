import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { createMiddleware } from 'hono/factory';
import { refusal } from './refusal.ts';
import type { ServeEnv } from './serve-env.ts';

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Refuses requests whose `Host` does not name this server, GET included.
 * Binding to 127.0.0.1 is not enough: with DNS rebinding, a page on evil.example re-points its
 * name at 127.0.0.1 and reads our answers as same-origin. Its requests then carry
 * `Host: evil.example`, and a rebound GET carries no Origin, so only the Host says who is asked.
 * (LosslessCut's httpServerUtil and Jupyter's allow_remote_access check the same.) The port is
 * not checked: rebinding cannot forge the name, and `ssh -L 8080:127.0.0.1:4780` rightly arrives
 * as `Host: localhost:8080`.
 */
export function hostGuard(options: { host: string; allowHosts?: readonly string[] }) {
  const allowed = new Set(['localhost', '127.0.0.1', '[::1]', normalize(options.host)]);
  // Names only the person who started it knows this machine by (vm.local, an FQDN, a proxy's).
  for (const name of options.allowHosts ?? []) allowed.add(normalize(name));
  // Bound to every interface, the server is reached by this machine's name or any of its
  // addresses; an IP literal cannot be rebound, so every one is safe to accept.
  const wildcard = WILDCARDS.has(options.host);
  if (wildcard) allowed.add(normalize(hostname()));

  return createMiddleware<ServeEnv>(async (c, next) => {
    const incoming = c.env.incoming;
    // Node keeps the first of several Host headers and drops the rest, so `Host: ours` then
    // `Host: evil.example` would pass as ours while a proxy in front may route by the other one.
    // A request with more than one is malformed (RFC 9112 §3.2): 400, before anything reads it.
    if (countHostHeaders(incoming.rawHeaders) > 1) return c.body(null, 400);
    // An absolute-form target (`GET http://evil.example/`) is for proxies; we are not one.
    const target = incoming.url ?? '';
    const parsed = parseHost(incoming.headers.host);
    const ok =
      target.startsWith('/') &&
      parsed !== undefined &&
      (allowed.has(parsed.name) || (wildcard && isIP(parsed.name.replace(/^\[|\]$/g, '')) !== 0));
    if (!ok) {
      const name = parsed?.name ?? '';
      const hint = /^[a-z0-9.-]{1,253}$/.test(name)
        ? `Host "${name}" is not a name this Folio answers to (a guard against DNS rebinding): restart it with --allow-host ${name}, or use the machine's address.`
        : 'The Host header does not name this Folio.';
      return refusal(c, 403, hint);
    }
    return next();
  });
}

function countHostHeaders(raw: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count++;
  return count;
}

/** `Name:port` → the lower-case name without a trailing dot (DNS allows one). */
function parseHost(header: string | undefined): { name: string } | undefined {
  if (!header) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(header.trim());
  return match ? { name: normalize(match[1]!) } : undefined;
}

function normalize(name: string): string {
  const lower = name.toLowerCase().replace(/\.$/, '');
  return isIP(lower) === 6 ? `[${lower}]` : lower;
}
