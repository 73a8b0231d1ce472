import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Documentation no one here wrote: Sphinx output from Debian's doc packages. */
export interface RealSite {
  /** The docset id and the path it is served under (`/python/`). */
  id: string;
  /** The Debian package that installs it, to say what to install when it is missing. */
  debianPackage: string;
  /** The folder of HTML the package installs. */
  dir: string;
}

const candidates: readonly RealSite[] = [
  { id: 'python', debianPackage: 'python3.11-doc', dir: '/usr/share/doc/python3.11/html' },
  { id: 'dask', debianPackage: 'python-dask-doc', dir: '/usr/share/doc/python-dask-doc/html' },
];

/** The real sites installed on this machine, and the packages that would add the others. */
export function findRealSites(): { sites: RealSite[]; missing: string[] } {
  const present = (site: RealSite) => existsSync(join(site.dir, 'index.html'));
  return {
    sites: candidates.filter(present),
    missing: candidates.filter((site) => !present(site)).map((site) => site.debianPackage),
  };
}
