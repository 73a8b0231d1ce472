import type { SiteServer } from '../serve-site.ts';
import { serveGithubFront } from './github-front.ts';
import { replicaNames } from './replica-registry.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';
import { writeReplicaCatalog } from './write-replica-catalog.ts';
import type { ReplicaCatalog } from './write-replica-catalog.ts';

export interface AllReplicas extends ReplicaCatalog {
  /** In the catalog's order. */
  replicas: Replica[];
  githubFront: SiteServer;
  /** What the CLI needs in its environment to read the GitHub replicas. */
  env: { FOLIO_GITHUB_API: string; FOLIO_GITHUB_RAW: string };
  close(): Promise<void>;
}

/**
 * Every replica of the default catalog, one GitHub front for the GitHub-backed ones, and the
 * catalog plus overrides file written into `dir`: everything `folio sync --catalog` needs.
 */
export async function startAllReplicas(dir: string): Promise<AllReplicas> {
  const replicas: Replica[] = [];
  let githubFront: SiteServer | undefined;
  const close = async () => {
    await Promise.all([githubFront?.close(), ...replicas.map((r) => r.close())]);
  };
  try {
    for (const name of replicaNames) replicas.push(await startReplica(name));
    githubFront = await serveGithubFront(
      replicas.flatMap((r) => {
        const gh = r.expectations.github;
        return gh
          ? [{ owner: gh.owner, repo: gh.repo, api: gh.apiBaseUrl, raw: gh.rawBaseUrl }]
          : [];
      }),
    );
    const files = writeReplicaCatalog(
      dir,
      replicas.map((r) => r.expectations),
    );
    return {
      ...files,
      replicas,
      githubFront,
      env: { FOLIO_GITHUB_API: githubFront.url, FOLIO_GITHUB_RAW: githubFront.url },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
