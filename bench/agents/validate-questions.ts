import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocSet } from '../search-quality/doc-sets.ts';
import { pageAnchors } from '../search-quality/page-anchors.ts';
import type { AgentQuestion } from './questions.ts';

/**
 * Every question must name pages and ids the site has, and each answer string must be in the
 * text of one of its pages: a slip in the judgement would otherwise be counted as a miss of the
 * search and hide in the averages.
 */
export function validateQuestions(
  questions: readonly AgentQuestion[],
  sets: readonly DocSet[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const q of questions) {
    const set = sets.find((s) => s.id === q.docset);
    if (!set) {
      problems.push(`${q.docset}: no such doc set`);
      continue;
    }
    if (seen.has(q.question)) problems.push(`"${q.question}" is listed twice`);
    seen.add(q.question);
    const anchors = pageAnchors(set.root);
    const texts: string[] = [];
    for (const page of q.pages) {
      const [path = '', anchor = ''] = page.split('#');
      if (!anchors.has(path, anchor)) problems.push(`"${q.question}": ${page} is not in the site`);
      const file = join(set.root, path);
      if (existsSync(file)) texts.push(pageText(readFileSync(file, 'utf8')));
    }
    for (const answer of q.answers) {
      if (!texts.some((t) => t.includes(normalizeText(answer)))) {
        problems.push(`"${q.question}": "${answer}" is in none of its pages`);
      }
    }
  }
  return problems;
}

/** What a reader sees of an HTML page: tags dropped, entities decoded, space collapsed. */
function pageText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
  return normalizeText(text);
}

/** Case and runs of whitespace aside, as the judge compares what was read. */
export function normalizeText(text: string): string {
  return text.replace(/[\u00a0\s]+/g, ' ').toLowerCase();
}
