import { createHash } from 'node:crypto';

export type RepoFiles = Record<string, string | Buffer>;

export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree';
  sha: string;
  size?: number;
}

/** One commit of a fake repository: its files, its tree listing and stable ids. */
export interface GitSnapshot {
  sha: string;
  treeSha: string;
  files: Map<string, Buffer>;
  /** Every blob and directory, as `git/trees/<sha>?recursive=1` lists them. */
  tree: TreeEntry[];
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** Git's own blob id: sha1("blob <size>\0<content>"). */
export function blobSha(body: Buffer): string {
  return sha1(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]));
}

export function gitSnapshot(files: RepoFiles, parent: string, message: string): GitSnapshot {
  const map = new Map<string, Buffer>();
  for (const [path, body] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    map.set(path, Buffer.isBuffer(body) ? body : Buffer.from(body));
  }
  const dirs = new Set<string>();
  for (const path of map.keys()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  const blobs: TreeEntry[] = [...map].map(([path, body]) => ({
    path,
    mode: '100644',
    type: 'blob',
    sha: blobSha(body),
    size: body.length,
  }));
  const trees: TreeEntry[] = [...dirs].map((dir) => ({
    path: dir,
    mode: '040000',
    type: 'tree',
    sha: sha1(
      `tree ${dir}\n${blobs
        .filter((b) => b.path.startsWith(`${dir}/`))
        .map((b) => b.sha)
        .join('\n')}`,
    ),
  }));
  const tree = [...blobs, ...trees].sort((a, b) => (a.path < b.path ? -1 : 1));
  const treeSha = sha1(`tree\n${tree.map((e) => `${e.path} ${e.sha}`).join('\n')}`);
  return {
    sha: sha1(`commit ${treeSha}\nparent ${parent}\n\n${message}`),
    treeSha,
    files: map,
    tree,
  };
}
