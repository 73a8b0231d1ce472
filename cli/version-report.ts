import type { SqliteVersions } from '../core/store/read-sqlite-versions.ts';

export interface VersionFacts extends SqliteVersions {
  folio: string;
  /** `linux-x64`, `win32-x64`: Node's own names, as a bug report needs them. */
  platform: string;
  node: string;
  /** The release's target when running from an unpacked release, else null (a checkout). */
  release: string | null;
}

/**
 * `folio --version`: the version alone on the first line, for scripts; then what a bug report from
 * an air-gapped machine needs, since nobody can look at that machine.
 */
export function formatVersionReport(facts: VersionFacts): string {
  return [
    facts.folio,
    `folio ${facts.folio} (${facts.release ? `portable release ${facts.release}` : 'checkout'})`,
    `platform ${facts.platform}`,
    `node ${facts.node}`,
    `sqlite ${facts.sqlite}`,
    `fts5 ${facts.fts5 ?? 'missing: search will not work'}`,
    '',
  ].join('\n');
}
