import type { DocSet } from './doc-sets.ts';
import type { JudgedQuery } from './judged-queries.ts';
import { pageAnchors } from './page-anchors.ts';

/**
 * Every accepted answer must name a page the site has and an id that page holds: a typo in the
 * judgement would otherwise count as a miss for both searches and hide in the averages.
 */
export function validateQueries(
  queries: readonly JudgedQuery[],
  sets: readonly DocSet[],
): string[] {
  const problems: string[] = [];
  const bySet = new Map(sets.map((s) => [s.id, pageAnchors(s.root)]));
  const seen = new Set<string>();
  for (const q of queries) {
    const key = `${q.docset}\0${q.query}`;
    if (seen.has(key)) problems.push(`${q.docset}: "${q.query}" is listed twice`);
    seen.add(key);
    const anchors = bySet.get(q.docset);
    if (!anchors) {
      problems.push(`${q.docset}: no such doc set`);
      continue;
    }
    if (q.accept.length === 0) problems.push(`${q.docset}: "${q.query}" accepts nothing`);
    for (const answer of q.accept) {
      const [path = '', anchor = ''] = answer.split('#');
      if (!anchors.has(path, anchor)) problems.push(`${q.docset}: "${q.query}": ${answer}`);
    }
  }
  return problems;
}
