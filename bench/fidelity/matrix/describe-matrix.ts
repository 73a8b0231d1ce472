import { beforeAll, describe, expect, it } from 'vitest';
import type { MatrixSite } from './matrix-sites.ts';
import type { MirroredSite } from './mirror-matrix.ts';
import { mirrorMatrix } from './mirror-matrix.ts';
import { readSampleSource } from './sample-source.ts';
import type { SiteScore } from './score-site.ts';
import { scoreSearch, searchesFor } from './score-search.ts';
import { scoreSite } from './score-site.ts';

/**
 * Issue 27's bar for each generator given, on the sample project each real generator built (the
 * committed fixtures), mirrored by the real engine and compared with the project's source.
 */
const ratio = ({ found, total }: { found: number; total: number }) =>
  total === 0 ? 1 : found / total;

export function describeMatrix(title: string, sites: readonly MatrixSite[]): void {
  describe(title, () => {
    const source = readSampleSource();
    let mirrored: MirroredSite[] = [];
    beforeAll(async () => {
      mirrored = await mirrorMatrix(sites, (s) => searchesFor(s.api, source));
    }, 30_000);

    const mirroredAs = (dir: string): MirroredSite => {
      const site = mirrored.find((m) => m.site.dir === dir);
      if (site === undefined) throw new Error(`${dir} was not mirrored`);
      expect(site.outcome).toBe('ok');
      return site;
    };

    const meetsTheBar = (dir: string) => {
      const site = mirroredAs(dir);
      const score: SiteScore = scoreSite(site, source);
      expect({ dir, lost: score.missing }).toEqual({ dir, lost: [] });
      expect(ratio(score.headings)).toBeGreaterThanOrEqual(0.99);
      expect(ratio(score.signatures)).toBeGreaterThanOrEqual(0.98);
      expect(ratio(score.code)).toBe(1);
      expect(ratio(score.blocks)).toBe(1);
      expect(ratio(score.words)).toBeGreaterThanOrEqual(0.95);
      expect(score.leaked.found / Math.max(1, score.leaked.total)).toBeLessThanOrEqual(0.01);
      if (score.navOrder !== undefined) expect(score.navOrder).toBe(true);
      // Issue 27's search bar; every build met it when it was set (all judged queries in the top 3).
      const search = scoreSearch(site, source);
      expect(search.top3.total).toBeGreaterThan(0);
      expect(ratio(search.top3), search.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    };

    it('has every generator’s build', () => {
      expect(mirrored.map((m) => m.site.dir)).toEqual(sites.map((s) => s.dir));
    });

    it.each(sites.map((s) => s.dir))('%s meets the bar', meetsTheBar);
  });
}
