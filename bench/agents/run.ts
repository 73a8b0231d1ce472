import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { openCache } from '../../core/store/open-cache.ts';
import { formatTable } from '../format-table.ts';
import { docSets } from '../search-quality/doc-sets.ts';
import { mirrorDocSets, mirrorPath } from '../search-quality/mirror-doc-sets.ts';
import { pageAnchors } from '../search-quality/page-anchors.ts';
import { scoreQuery } from '../search-quality/score-queries.ts';
import { answered, MAX_CALLS, playQuestion, tokensOf } from './play-question.ts';
import { agentQuestions } from './questions.ts';
import type { AgentQuestion } from './questions.ts';
import { summarizeHalf } from './summarize-half.ts';
import type { QuestionResult } from './summarize-half.ts';
import { validateQuestions } from './validate-questions.ts';

// `npm run bench:agents [-- --verbose]`: the question set played through `folio mcp` with the
// MCP SDK's own client, as a coding agent would call it, on the same mirror as bench:search.
const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const repo = fileURLToPath(new URL('../..', import.meta.url));
const log = (text: string) => process.stderr.write(`bench:agents: ${text}\n`);

for (const set of docSets) {
  if (!existsSync(join(set.root, 'searchindex.js'))) {
    log(`${set.root} is missing: apt-get install ${set.packageName}`);
    process.exit(2);
  }
}
const problems = validateQuestions(agentQuestions, docSets);
if (problems.length > 0) {
  log(`the questions name pages or answers the HTML does not have:\n  ${problems.join('\n  ')}`);
  process.exit(2);
}

const file = mirrorPath(repo);
await mirrorDocSets({ repo, cache: file, sets: docSets, log });
openCache({ file }).close();

const client = new Client({ name: 'folio-bench-agents', version: '1' });
await client.connect(
  new StdioClientTransport({
    command: join(repo, 'bin', 'folio'),
    args: ['mcp', '--cache', file],
    stderr: 'inherit',
  }),
);
const anchors = new Map(docSets.map((s) => [s.id, pageAnchors(s.root)]));
const results: QuestionResult[] = [];
try {
  for (const q of agentQuestions) results.push(await judge(q));
} finally {
  await client.close();
}

async function judge(q: AgentQuestion): Promise<QuestionResult> {
  const calls = await playQuestion(client, q.question);
  // A hit in another docset never counts, though its path may be the same (api.html).
  const ranked = calls[0]!.hits.map((h) => {
    const url = new URL(h.url);
    let path = decodeURIComponent(url.pathname).replace(/^\//, '');
    if (path === '' || path.endsWith('/')) path += 'index.html';
    return {
      path: h.docset === q.docset ? path : `${h.docset}:${path}`,
      anchor: url.hash.slice(1),
    };
  });
  const outcome = scoreQuery(ranked, q.pages, anchors.get(q.docset)!.sameSection);
  const budgets = Array.from({ length: MAX_CALLS }, (_, i) => i + 1);
  return {
    question: q.question,
    docset: q.docset,
    half: q.half,
    pageRank: outcome.rank,
    sectionAtTop: outcome.sectionAtTop,
    answeredBy: budgets.map((b) => answered(calls, b, q.answers)),
    tokensBy: budgets.map((b) => tokensOf(calls, b)),
    searchMs: calls[0]!.ms,
    top: ranked[0] ? `${ranked[0].path}#${ranked[0].anchor}` : '',
  };
}

const halves = (['tune', 'held', 'fresh'] as const).map((half) =>
  summarizeHalf(
    half,
    results.filter((r) => r.half === half),
  ),
);
const all = summarizeHalf('all', results);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rows = [...halves, all].map((s) => [
  s.half,
  String(s.questions),
  ...s.answeredWithin.map(pct),
  pct(s.pageTop1),
  pct(s.pageTop3),
  pct(s.pageTop10),
  pct(s.sectionTop1),
  ...s.medianTokens.map(String),
  s.searchMs.map((ms) => ms.toFixed(1)).join(' / '),
]);
const lines = [
  `${results.length} questions over ${docSets.map((s) => s.id).join(', ')}, asked through folio mcp (search, then read_page of hits 1 and 2)`,
  '',
  formatTable([
    [
      'half',
      'n',
      'ans@1',
      'ans@2',
      'ans@3',
      'page@1',
      'page@3',
      'page@10',
      'section@1',
      'tok@1',
      'tok@2',
      'tok@3',
      'search ms p50 / p95',
    ],
    ...rows,
  ]),
  '',
  'ans@N: every answer string in what N calls returned; tok@N: median tokens (chars/4) of N calls;',
  'search ms: wall time of the search call, client to server and back',
];
if (values.verbose) {
  lines.push(
    '',
    'per question (page rank, section at top, answered within 1/2/3, tokens within 2):',
  );
  // The fresh half is only ever summed: read per question, it would be tuned on.
  for (const r of results.filter((q) => q.half !== 'fresh')) {
    const marks = r.answeredBy.map((a) => (a ? 'y' : '.')).join('');
    lines.push(
      `${r.half.padEnd(4)} ${String(r.pageRank || '-').padStart(2)} ${r.sectionAtTop ? 'S' : ' '} ${marks} ${String(r.tokensBy[1]).padStart(5)}  ${r.docset}: ${r.question}  → ${r.top}`,
    );
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
const out = join(repo, 'bench', 'out', 'agents', 'report.json');
await mkdir(dirname(out), { recursive: true });
await writeFile(out, JSON.stringify({ halves, all, results }, null, 2));
log(`details in ${out}`);
