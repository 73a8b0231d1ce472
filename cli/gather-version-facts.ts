import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSqliteVersions } from '../core/store/read-sqlite-versions.ts';
import { appRoot, isInstalled } from './paths.ts';
import { RELEASE_MARKER, type ReleaseMarker } from './release-marker.ts';
import { FOLIO_VERSION } from './version.ts';
import type { VersionFacts } from './version-report.ts';

/** The facts `folio --version` reports, read from this process and the SQLite it loads. */
export function gatherVersionFacts(): VersionFacts {
  return {
    folio: FOLIO_VERSION,
    platform: `${process.platform}-${process.arch}`,
    node: process.versions.node,
    release: isInstalled ? readReleaseTarget() : null,
    ...readSqliteVersions(),
  };
}

function readReleaseTarget(): string {
  try {
    const marker = JSON.parse(readFileSync(join(appRoot, RELEASE_MARKER), 'utf8')) as ReleaseMarker;
    return marker.target;
  } catch {
    // The marker says it is a release even when unreadable; which one is only a detail.
    return 'unknown';
  }
}
