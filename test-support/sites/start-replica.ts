import { posix } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveSite } from '../serve-site.ts';
import type { SiteFile, SiteServer } from '../serve-site.ts';
import { replicaRegistry } from './replica-registry.ts';
import type { HostRole, HostSetup, Origins, ReplicaName, SiteExpectations } from './replica.ts';
import type { FakeGithub } from './support/fake-github.ts';
import { offsiteHost } from './support/offsite-host.ts';

export interface Replica {
  name: ReplicaName;
  /** The primary host's origin. */
  url: string;
  origins: Origins;
  servers: Partial<Record<HostRole, SiteServer>>;
  expectations: SiteExpectations;
  github?: FakeGithub;
  /**
   * Changes a file on one host. Use these rather than `servers[role].setFile`: a host with a
   * soft-404 fallback must learn which paths now exist (or no longer do).
   */
  setFile(role: HostRole, path: string, file: SiteFile | string): void;
  deleteFile(role: HostRole, path: string): void;
  /** Every URL asked of any host so far (origin + path + query), in order per host. */
  requested(): string[];
  /** URLs asked that answered 200. */
  fetched(): string[];
  resetRequests(): void;
  close(): Promise<void>;
}

const normalise = (path: string) => posix.normalize(`/${path}`);

/** Serves a named replica: one server per role on 127.0.0.1, files and hooks installed. */
export async function startReplica(name: ReplicaName): Promise<Replica> {
  const definition = replicaRegistry[name];
  const roles: HostRole[] = [...definition.roles, 'offsite'];
  const servers: Partial<Record<HostRole, SiteServer>> = {};
  try {
    for (const role of roles) servers[role] = await serveSite({ files: {} });
  } catch (error) {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    throw error;
  }
  const url = {} as Record<HostRole, string>;
  const host = {} as Record<HostRole, string>;
  for (const role of roles) {
    url[role] = servers[role]!.url;
    host[role] = new URL(servers[role]!.url).host;
  }
  const origins: Origins = { url, host };
  const build = definition.build(origins);
  const setups: Partial<Record<HostRole, HostSetup>> = { ...build.hosts, offsite: offsiteHost() };
  const known = new Map<HostRole, Set<string>>();

  for (const role of roles) {
    const server = servers[role]!;
    const setup = setups[role] ?? { files: {} };
    const paths = new Set<string>();
    known.set(role, paths);
    for (const [path, file] of Object.entries(setup.files)) {
      server.setFile(path, file);
      paths.add(normalise(path));
    }
    for (const route of setup.routes ?? []) server.use(route);
    if (setup.fallback) server.use(fallbackHook(paths, setup.fallback, server.url));
  }

  const all = () =>
    roles.flatMap((role) => servers[role]!.requests.map((r) => ({ r, origin: url[role] })));
  return {
    name,
    url: url[definition.roles[0]!],
    origins,
    servers,
    expectations: build.expectations,
    github: build.github,
    setFile(role, path, file) {
      servers[role]!.setFile(path, file);
      known.get(role)!.add(normalise(path));
    },
    deleteFile(role, path) {
      servers[role]!.deleteFile(path);
      known.get(role)!.delete(normalise(path));
    },
    requested: () => all().map(({ r, origin }) => origin + r.path),
    fetched: () =>
      all()
        .filter(({ r }) => r.status === 200)
        .map(({ r, origin }) => origin + r.path),
    resetRequests() {
      for (const role of roles) servers[role]!.requests.length = 0;
    },
    close: async () => {
      await Promise.all(roles.map((role) => servers[role]!.close()));
    },
  };
}

/**
 * Answers paths that have no file with the fallback (status 200), as an SPA host does, while
 * letting the static server answer every path it knows (and its directory redirects).
 */
function fallbackHook(paths: Set<string>, fallback: (path: string) => SiteFile, origin: string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path: string;
    try {
      path = normalise(decodeURIComponent(new URL(req.url ?? '/', origin).pathname));
    } catch {
      return false;
    }
    if (paths.has(path) || (path.endsWith('/') && paths.has(`${path}index.html`))) return false;
    const prefix = path.endsWith('/') ? path : `${path}/`;
    if (!path.endsWith('/') && [...paths].some((p) => p.startsWith(prefix))) return false;
    const file = fallback(path);
    const body = Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body);
    res.writeHead(file.status ?? 200, {
      'content-type': file.contentType ?? 'text/html; charset=utf-8',
      'content-length': body.length,
      ...file.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
